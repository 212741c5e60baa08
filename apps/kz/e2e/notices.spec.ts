import { noticesJourney } from '@ornament/playwright/journeys/notices';
import { profile } from './profile';

noticesJourney(profile);
