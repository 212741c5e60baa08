import { mainBrand } from '@ornament/playwright/brands';
import type { StorefrontProfile } from '@ornament/playwright/profile';

/** The main brand in Russia, as the shared journeys check it. */
export const profile: StorefrontProfile = {
  ...mainBrand,
  name: 'main',
  wordmark: 'ORNAMENT',
  phone: '8 800 1000 750',
  currency: /₽/,
  otherCurrency: /₸/,
  otherCountry: 'Казахстан',
  city: { default: 'Москва', firstPopular: /Москва/ },
  tiledMap: true,
};
