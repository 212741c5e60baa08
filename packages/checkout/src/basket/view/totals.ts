// The order summary's rows (spec 3 §3 cost fields), in the basket's currency. The figures are the
// server's; this only picks which rows show and how: what the items cost before discounts, the
// discount, delivery once a way of receiving is chosen, money off from bonuses, stars and the gift
// card, and the total to pay.
import type { Basket } from '@ornament/api-contract';
import { basketItemsText, basketPageMessages as m, formatPrice, freeDeliveryText } from '@ornament/domain';

export interface TotalRow {
  key: string;
  label: string;
  /** Formatted: '12 990 ₽', '−1 300 ₽', 'Бесплатно'. */
  value: string;
  tone?: 'discount';
}

export interface TotalsView {
  rows: TotalRow[];
  total: string;
  /** 'Бесплатная доставка от 5 000 ₽', when delivery is not free yet. */
  freeDelivery: string | null;
}

type Figures = Pick<
  Basket,
  'cost' | 'oldCost' | 'discount' | 'discountPercent' | 'pricesCurrentCountry' | 'deliveryInfo' | 'bonusInfo' | 'starsPointsInfo' | 'cardInfoForUseDto'
>;

export function totalsOf(basket: Figures, selectedUnits: number): TotalsView {
  const currency = basket.pricesCurrentCountry;
  const money = (amount: number) => formatPrice(amount, currency);
  const minus = (amount: number) => `−${money(amount)}`;
  const rows: TotalRow[] = [{ key: 'items', label: basketItemsText(selectedUnits), value: money(basket.oldCost) }];
  if (basket.discount > 0) {
    const percent = basket.discountPercent > 0 ? ` (${Math.round(basket.discountPercent)}%)` : '';
    rows.push({ key: 'discount', label: `${m.discount}${percent}`, value: minus(basket.discount), tone: 'discount' });
  }
  const delivery = basket.deliveryInfo;
  if (delivery.orderType !== null) {
    rows.push({ key: 'delivery', label: m.delivery, value: delivery.deliveryPrice > 0 ? money(delivery.deliveryPrice) : m.deliveryFree });
  }
  if (basket.bonusInfo.spent > 0) rows.push({ key: 'bonuses', label: m.bonusesSpent, value: minus(basket.bonusInfo.spent), tone: 'discount' });
  if (basket.starsPointsInfo.spent > 0) rows.push({ key: 'stars', label: m.starsSpent, value: minus(basket.starsPointsInfo.spent), tone: 'discount' });
  const card = basket.cardInfoForUseDto;
  if (card && card.spent > 0) rows.push({ key: 'gift-card', label: m.giftCardSpent, value: minus(card.spent), tone: 'discount' });
  return { rows, total: money(basket.cost), freeDelivery: freeDeliveryOf(basket) };
}

/** The free-delivery hint while the chosen delivery still costs money (or before one is chosen). */
function freeDeliveryOf({ deliveryInfo, pricesCurrentCountry }: Figures): string | null {
  if (deliveryInfo.freeDeliveryFrom === null) return null;
  if (deliveryInfo.orderType !== null && deliveryInfo.deliveryPrice === 0) return null;
  return deliveryInfo.freeDeliveryText ?? freeDeliveryText(formatPrice(deliveryInfo.freeDeliveryFrom, pricesCurrentCountry));
}
