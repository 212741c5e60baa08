import { formsJourneys } from '@ornament/playwright/journeys/forms';
import { profile } from './profile';

formsJourneys(profile);
