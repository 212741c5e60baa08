import { pageCacheJourneys } from '@ornament/playwright/journeys/pageCache';
import { profile } from './profile';

pageCacheJourneys(profile);
