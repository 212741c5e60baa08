import { productAnalyticsJourneys, productHeaderJourneys, productPageJourneys } from '@ornament/playwright/journeys/product';
import { profile } from './profile';

productHeaderJourneys(profile);
productAnalyticsJourneys(profile);
productPageJourneys(profile, { country: 'KZ', source: 'site', offer: null, installment: false });
