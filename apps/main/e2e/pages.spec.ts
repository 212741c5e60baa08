import { pagesJourneys } from '@ornament/playwright/journeys/pages';
import { profile } from './profile';

pagesJourneys(profile);
