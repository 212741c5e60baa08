import { productAnalyticsJourneys, productHeaderJourneys, productPageJourneys } from '@ornament/playwright/journeys/product';
import { profile } from './profile';

productHeaderJourneys(profile);
productAnalyticsJourneys(profile);
productPageJourneys(profile, { country: 'RU', source: 'diamant', offer: /Цена при получении в салоне Diamant −3%/, installment: true });
