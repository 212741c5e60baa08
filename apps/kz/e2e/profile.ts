import { mainBrand } from '@ornament/playwright/brands';
import type { StorefrontProfile } from '@ornament/playwright/profile';

/** The main brand in Kazakhstan (tenge), as the shared journeys check it. */
export const profile: StorefrontProfile = {
  ...mainBrand,
  name: 'kz',
  wordmark: 'ORNAMENT Казахстан',
  phone: '8 800 080 75 00',
  currency: /₸/,
  otherCurrency: /₽/,
  otherCountry: 'Россия',
  city: { default: 'Астана', firstPopular: /Астана/ },
};
