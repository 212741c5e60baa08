import { messagingJourneys } from '@ornament/playwright/journeys/messaging';
import { profile } from './profile';

messagingJourneys(profile);
