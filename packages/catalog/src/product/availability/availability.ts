// The product page's 'in your city' line (spec 2 §7 additional-info/?url_codes=): shops of the
// shopper's city holding the piece and the nearest way to receive it. Pure, so the wording is tested.
import type { AdditionalInfo, NearestDelivery } from '@ornament/api-contract';
import { plural } from '@ornament/domain';

/** DOM id of the line StockInfo reserves for it. */
export const availabilitySlotId = 'product-availability';

const months = ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'];

/** 'сегодня', 'завтра', else '5 марта' (the date is the city's local 'YYYY-MM-DD'). */
export function whenText(delivery: Pick<NearestDelivery, 'days' | 'date'>): string {
  if (delivery.days === 0) return 'сегодня';
  if (delivery.days === 1) return 'завтра';
  const [, month, day] = delivery.date.split('-').map(Number);
  return `${day} ${months[(month ?? 1) - 1]}`;
}

const ways: Record<NearestDelivery['order_type'], string> = {
  in_stock: 'забрать в магазине',
  zvm: 'привезём в магазин',
  express_zvm: 'привезём в магазин',
  sim: 'доставка курьером',
  express: 'доставка курьером',
  pvz: 'привезём в пункт выдачи',
};

/** 'В 2 магазинах вашего города · забрать в магазине сегодня'; null when there is nothing to say. */
export function availabilityText(info: Pick<AdditionalInfo, 'stores_count' | 'nearest_delivery'>): string | null {
  const parts: string[] = [];
  if (info.stores_count > 0) parts.push(`в ${info.stores_count} ${plural(info.stores_count, ['магазине', 'магазинах', 'магазинах'])} вашего города`);
  if (info.nearest_delivery) parts.push(`${ways[info.nearest_delivery.order_type]} ${whenText(info.nearest_delivery)}`);
  if (parts.length === 0) return null;
  const text = parts.join(' · ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
