import type { BrandId, CountryCode, CurrencyCode } from '../tenant/codes';

/**
 * Personal offers on the product page (spec 2 §3 "offer price"): the one best offer the shopper
 * qualifies for replaces the price; offers never stack with each other. Each is data, so a new
 * promotion is a new row here.
 * - member-price: a signed-in shopper (not the guest 'fake user') gets 7 % off full-price items;
 *   sale items already carry their discount.
 * - diamant-salon: a Diamant product picked up at a Diamant salon (point_diamant) costs 3 % less.
 * - online-payment: in Russia, paying online (use_ezvm) takes 2 % off any item.
 */
/**
 * Whether a storefront asks for the online-payment offer (use_ezvm): Russia's main-brand shops only;
 * the diamond brand never gets it (spec 3 §5), on the product page, in the basket or the order.
 */
export function usesEzvm(country: CountryCode, brand: BrandId): boolean {
  return country === 'RU' && brand !== 'diamant';
}

export interface PersonalOffer {
  readonly code: string;
  readonly title: string;
  readonly percent: number;
  readonly applies: (input: OfferInput) => boolean;
}

export interface OfferInput {
  readonly price: number;
  readonly oldPrice: number | null;
  readonly currency: CurrencyCode;
  readonly country: CountryCode;
  readonly productBrand: 'main' | 'diamant';
  readonly isMember: boolean;
  readonly pointDiamant: boolean;
  readonly useEzvm: boolean;
}

export const personalOffers: readonly PersonalOffer[] = [
  {
    code: 'member-price',
    title: 'Персональная цена',
    percent: 7,
    applies: (input) => input.isMember && (input.oldPrice === null || input.oldPrice <= input.price),
  },
  {
    code: 'diamant-salon',
    title: 'Цена при получении в салоне Diamant',
    percent: 3,
    applies: (input) => input.pointDiamant && input.productBrand === 'diamant',
  },
  {
    code: 'online-payment',
    title: 'Выгода при оплате онлайн',
    percent: 2,
    applies: (input) => input.useEzvm && input.country === 'RU',
  },
];

export interface OfferResult {
  readonly code: string;
  readonly title: string;
  readonly percent: number;
  /** The price after the offer, rounded down to whole units (kopecks kept for BYN). */
  readonly price: number;
}

function discounted(price: number, percent: number, currency: CurrencyCode): number {
  const raw = (price * (100 - percent)) / 100;
  return currency === 'BYN' ? Math.floor(raw * 100) / 100 : Math.floor(raw);
}

/** The best offer for the input, or null when none applies or the price is not positive. */
export function bestPersonalOffer(input: OfferInput, offers: readonly PersonalOffer[] = personalOffers): OfferResult | null {
  if (!(input.price > 0)) return null;
  let best: OfferResult | null = null;
  for (const offer of offers) {
    if (!offer.applies(input)) continue;
    const price = discounted(input.price, offer.percent, input.currency);
    if (!best || price < best.price) best = { code: offer.code, title: offer.title, percent: offer.percent, price };
  }
  return best;
}
