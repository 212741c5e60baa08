import { searchJourney } from '@ornament/playwright/journeys/search';
import { profile } from './profile';

searchJourney(profile);
