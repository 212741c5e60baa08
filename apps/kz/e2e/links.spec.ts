import { linksJourney } from '@ornament/playwright/journeys/links';

linksJourney();
