import { mainBrand } from '@ornament/playwright/brands';
import type { StorefrontProfile } from '@ornament/playwright/profile';

/**
 * The main brand in Kazakhstan (tenge), as the shared journeys check it. This storefront runs the
 * journeys whose code or data differ by country (currency, phone, cities, stock, checkout, account,
 * links, the page cache), at desktop only; those of the brand's own pages that do not
 * (authenticity, notices, the messages centre, reviews, promotions) and the phone's layout run on
 * the main storefront, the same code and brand, to keep CI short.
 */
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
