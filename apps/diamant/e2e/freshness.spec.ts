import { freshnessJourneys } from '@ornament/playwright/journeys/freshness';
import { profile } from './profile';

freshnessJourneys(profile);
