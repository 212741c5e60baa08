import { reviewsJourneys } from '@ornament/playwright/journeys/reviews';
import { profile } from './profile';

reviewsJourneys(profile);
