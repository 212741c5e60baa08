import { checkoutJourneys } from '@ornament/playwright/journeys/checkout';
import { profile } from './profile';

checkoutJourneys(profile);
