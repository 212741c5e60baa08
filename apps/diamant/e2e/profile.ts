import { diamantBrand } from '@ornament/playwright/brands';
import type { StorefrontProfile } from '@ornament/playwright/profile';

/**
 * The diamond brand (Russia only), as the shared journeys check it. The messages centre is the
 * shell's, the same code in every storefront: its journeys run once, on the main storefront. So do
 * the checks that follow the country alone (tagged `perCountry`: the basket's rules, orders and
 * returns, favourites' folders, checkout's other paths), Russia's being the main storefront's
 * (playwright.config.ts `repeatsCountry`); courier and shop pickup still check out here.
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
