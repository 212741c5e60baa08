import { productAnalyticsJourneys, productHeaderJourneys, productPageJourneys } from '@ornament/playwright/journeys/product';
import { profile } from './profile';

productHeaderJourneys(profile);
productAnalyticsJourneys(profile);
productPageJourneys(profile, { country: 'RU', source: 'site', offer: /Выгода при оплате онлайн −2%/, installment: true });
