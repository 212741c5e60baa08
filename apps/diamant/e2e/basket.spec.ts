import { basketJourneys } from '@ornament/playwright/journeys/basket';
import { profile } from './profile';

basketJourneys(profile);
