import { smokeJourney } from '@ornament/playwright/journeys/smoke';
import { profile } from './profile';

smokeJourney(profile);
