import { a11yJourney } from '@ornament/playwright/journeys/a11y';
import { profile } from './profile';

a11yJourney(profile);
