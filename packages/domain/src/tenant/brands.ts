import type { BrandId, SourceId } from './codes';
import { type Phone, supportPhones } from './phones';

export interface Brand {
  readonly id: BrandId;
  readonly shopName: string;
  /** Letter-spaced capitals drawn as the logo (BRANDS.md). */
  readonly wordmark: string;
  /** The `source` header value (spec 1 §7). */
  readonly source: SourceId;
  readonly supportPhone: Phone;
  /** First path segment of the brand's catalogue (spec 2 §2). */
  readonly catalogPrefix: string;
  /** Spec 1 §2: the second brand's delivery page is /delivery/. */
  readonly deliveryTermsPath: string;
  /** Bonus programme content page code (spec 3 §2). */
  readonly bonusPageCode: string;
}

export const brands: Readonly<Record<BrandId, Brand>> = {
  main: {
    id: 'main',
    shopName: 'Орнамент',
    wordmark: 'ORNAMENT',
    source: 'site',
    supportPhone: supportPhones.mainRussia,
    catalogPrefix: 'jewelry-catalog',
    deliveryTermsPath: '/delivery-terms/',
    bonusPageCode: 'bonus-system',
  },
  diamant: {
    id: 'diamant',
    shopName: 'Diamant',
    wordmark: 'DIAMANT',
    source: 'diamant',
    supportPhone: supportPhones.diamant,
    catalogPrefix: 'diamant-jewelry-catalog',
    deliveryTermsPath: '/delivery/',
    bonusPageCode: 'bonus-system-diamant',
  },
};
