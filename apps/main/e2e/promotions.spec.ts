import { promotionsJourneys } from '@ornament/playwright/journeys/promotions';
import { profile } from './profile';

promotionsJourneys(profile);
