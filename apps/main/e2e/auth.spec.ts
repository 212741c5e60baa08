import { authJourneys } from '@ornament/playwright/journeys/auth';
import { profile } from './profile';

authJourneys(profile);
