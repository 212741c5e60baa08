// additional-info/?url_codes= (spec 2 §7): what a card needs beyond the listing, for the shopper's
// city: how many of its shops hold the piece and the nearest way to receive it. The basket's rule
// decides which tariffs can bring it (basket/delivery/plan.ts): picking up in a shop and express
// courier need a shop of the city holding it; courier, delivery to a shop and pickup points need a
// shop of the country. Kazakhstan never stocks some sections (spec 2 §9).
import type { AdditionalInfo, NearestDelivery } from '@ornament/api-contract';
import { type CountryCode, type OrderType, cityByGuid, isStockShown, orderTypes } from '@ornament/domain';
import { type Tariff, daysFromNow } from '../offers/tariffs';
import type { LocalDay } from '../offers/zone';
import type { ProductStock } from './cityStock';

export interface AdditionalInfoContext {
  country: CountryCode;
  cityGuid: string;
  /** The city's tariffs by order type (its own rows over its country's). */
  tariffs: Map<OrderType, Tariff>;
  today: LocalDay;
}

/** Served only from the city's own shops. express_zvm (central warehouse) is an opt-in of the basket, left out. */
const needsCityStock: ReadonlySet<OrderType> = new Set(['in_stock', 'express']);
/** On a tie, a free pickup in a shop first, then the spec's order of types. */
const candidates: readonly OrderType[] = ['in_stock', ...orderTypes.filter((type) => type !== 'in_stock' && type !== 'express_zvm')];

/** The quickest tariff from now that can bring the piece; null when none can. */
export function nearestDelivery(tariffs: Map<OrderType, Tariff>, today: LocalDay, heldInCity: boolean): NearestDelivery | null {
  let best: NearestDelivery | null = null;
  for (const type of candidates) {
    if (needsCityStock.has(type) && !heldInCity) continue;
    const tariff = tariffs.get(type);
    if (!tariff) continue;
    const days = daysFromNow(tariff.days, tariff.cutoffHour, today);
    if (!best || days < best.days) best = { order_type: type, days, date: today.dateAfter(days) };
  }
  return best;
}

export function additionalInfoOf(product: ProductStock, context: AdditionalInfoContext): AdditionalInfo {
  const shops = isStockShown(product.catalog, context.country) ? product.shops : [];
  const storesCount = shops.filter((shop) => shop.cityGuid === context.cityGuid).length;
  const inCountry = storesCount > 0 || shops.some((shop) => cityByGuid(shop.cityGuid)?.countryCode === context.country);
  return {
    url_code: product.urlCode,
    article: product.article,
    stores_count: storesCount,
    nearest_delivery: inCountry ? nearestDelivery(context.tariffs, context.today, storesCount > 0) : null,
  };
}
