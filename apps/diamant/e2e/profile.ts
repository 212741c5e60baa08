import { diamantBrand } from '@ornament/playwright/brands';
import type { StorefrontProfile } from '@ornament/playwright/profile';

/** The diamond brand (Russia only), as the shared journeys check it. */
export const profile: StorefrontProfile = {
  ...diamantBrand,
  name: 'diamant',
  wordmark: 'DIAMANT',
  phone: '8 800 600 01 10',
  currency: /₽/,
  otherCurrency: /₸/,
  otherCountry: null,
  city: { default: 'Москва', firstPopular: /Москва/ },
};
