// Personal offers (spec 3 §3 "Personal offer", §4, §9) and the bonus calls' currency (spec 1 §7).
import { formatPrice } from '../format/price';
import type { BrandId, CurrencyCode } from '../tenant/codes';

interface Expiring {
  readonly attributes: { readonly 'date-expire': string };
}

/**
 * Spec 3 §4, §9: only offers expiring more than `minLifetimeMs` after `now` are kept (60 s: the
 * contract's `personalOfferMinLifetimeMs`); an unreadable expiry is dropped too.
 */
export function liveOffers<T extends Expiring>(offers: readonly T[], now: number, minLifetimeMs: number): T[] {
  return offers.filter((offer) => {
    const expires = Date.parse(offer.attributes['date-expire']);
    return !Number.isNaN(expires) && expires - now > minLifetimeMs;
  });
}

/**
 * The one offer the product page shows for an article (v4 with filter[article]): the lowest price
 * after the offer; offers without a price for it come after, in the API's order.
 */
export function productOfferOf<T extends { readonly attributes: { readonly price: number | null } }>(offers: readonly T[]): T | undefined {
  let best: T | undefined;
  for (const offer of offers) {
    const price = offer.attributes.price;
    const bestPrice = best?.attributes.price ?? null;
    if (!best || (price !== null && (bestPrice === null || price < bestPrice))) best = offer;
  }
  return best;
}

/** An offer's discount as shown: '−15%' or '−1 000 ₽'. */
export function offerDiscountText(type: 'percent' | 'fixed', value: number, currency: CurrencyCode): string {
  return type === 'percent' ? `−${value}%` : `−${formatPrice(value, currency)}`;
}

export type BonusCurrency = 'RUB' | 'KZT';

/** Spec 1 §7, spec 3 §7: bonus calls send X-Currency-Code RUB or KZT by the storefront's domain. */
export function bonusCurrencyOf(currency: CurrencyCode): BonusCurrency {
  return currency === 'KZT' ? 'KZT' : 'RUB';
}

/** Spec 3 §2, §7: the bonus programme's content page; the second brand has its own. */
export function bonusSystemPageCode(brand: BrandId): string {
  return brand === 'diamant' ? 'bonus-system-diamant' : 'bonus-system';
}
