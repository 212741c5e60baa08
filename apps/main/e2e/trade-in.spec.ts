import { tradeInJourneys } from '@ornament/playwright/journeys/tradeIn';
import { profile } from './profile';

tradeInJourneys(profile);
