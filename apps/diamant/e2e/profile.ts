import { diamantBrand } from '@ornament/playwright/brands';
import type { StorefrontProfile } from '@ornament/playwright/profile';

/**
 * The diamond brand (Russia only), as the shared journeys check it. The messages centre is the
 * shell's, the same code in every storefront: its journeys run once, on the main storefront.
 */
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
