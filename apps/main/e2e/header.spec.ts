import { headerJourney } from '@ornament/playwright/journeys/header';
import { profile } from './profile';

headerJourney(profile);
