import { catalogJourneys } from '@ornament/playwright/journeys/catalog';
import { profile } from './profile';

catalogJourneys(profile);
