import { profileJourneys } from '@ornament/playwright/journeys/profile';
import { profile } from './profile';

profileJourneys(profile);
