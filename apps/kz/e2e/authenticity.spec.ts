import { authenticityJourneys } from '@ornament/playwright/journeys/authenticity';
import { profile } from './profile';

authenticityJourneys(profile);
