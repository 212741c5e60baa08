import { productAnalyticsJourneys, productHeaderJourneys } from '@ornament/playwright/journeys/product';
import { profile } from './profile';

productHeaderJourneys(profile);
productAnalyticsJourneys(profile);
