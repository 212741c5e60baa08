import { shopMapJourneys } from '@ornament/playwright/journeys/shopMap';
import { profile } from './profile';

shopMapJourneys(profile);
