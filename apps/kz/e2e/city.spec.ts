import { cityJourney } from '@ornament/playwright/journeys/city';
import { profile } from './profile';

cityJourney(profile);
