// Per-size availability in the shopper's city (spec 3 §7 offer/sizes/{urlCode}/) with the shopper's
// price of each size (offer/common/'s list form). Texts live here, not in @ornament/domain: domain's
// messages are in the product page's first load, and this part loads only when its disclosure opens.
import type { Offer, OfferSize } from '@ornament/api-contract';
import { plural } from '@ornament/domain';

export const sizeAvailabilityTexts = {
  loading: 'Проверяем наличие…',
  failed: 'Не удалось проверить наличие. Попробуйте позже.',
  listLabel: 'Наличие по размерам',
  outOfStock: 'Нет в наличии',
  elsewhere: 'Нет в магазинах вашего города — привезём под заказ',
  yourPrice: 'ваша цена',
} as const;

export type SizeTone = 'today' | 'order' | 'none';

export interface SizeAvailabilityRow {
  size: string;
  tone: SizeTone;
  label: string;
  price: number;
  /** The shopper's price when a personal offer lowers it; null otherwise or before the offers load. */
  shopperPrice: number | null;
}

/** 'Забрать сегодня: есть в 3 магазинах' / 'Нет в магазинах вашего города — привезём под заказ' / 'Нет в наличии'. */
export function sizeAvailabilityLabel(size: Pick<OfferSize, 'in_stock' | 'is_today' | 'stores_count'>): { tone: SizeTone; label: string } {
  if (size.is_today && size.stores_count > 0) {
    const shops = plural(size.stores_count, ['магазине', 'магазинах', 'магазинах']);
    return { tone: 'today', label: `Забрать сегодня: есть в ${size.stores_count} ${shops}` };
  }
  if (size.in_stock) return { tone: 'order', label: sizeAvailabilityTexts.elsewhere };
  return { tone: 'none', label: sizeAvailabilityTexts.outOfStock };
}

/** Each size with its label and, when offer/common/ answered, the shopper's lower price of that size. */
export function sizeAvailabilityRows(sizes: readonly OfferSize[], offers: readonly Offer[] | null): SizeAvailabilityRow[] {
  return sizes.map((size) => {
    const offer = offers?.find((each) => each.offer === size.offer);
    const lower = offer?.offer_price ?? null;
    return { size: size.size, ...sizeAvailabilityLabel(size), price: size.price, shopperPrice: lower !== null && lower < size.price ? lower : null };
  });
}
