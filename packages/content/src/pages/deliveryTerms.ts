import type { DeliveryTermsResponse } from '@ornament/api-contract';
import { daysText, formatPrice, pagesMessages as m } from '@ornament/domain';

/** One row of the delivery terms table (offers service types_info, spec 3 §3), as shoppers read it. */
export interface DeliveryTermsRow {
  code: string;
  name: string;
  price: string;
  time: string;
  free: string;
  storage: string;
}

export function deliveryTermsRows(terms: DeliveryTermsResponse): DeliveryTermsRow[] {
  const currency = terms.meta.currency.code;
  return terms.data.types_info.map((type) => ({
    code: type.code,
    name: type.name,
    price: type.delivery_price === 0 ? m.deliveryFree : formatPrice(type.delivery_price, currency),
    time: daysText(type.delivery_time),
    free: type.free_delivery_from === null ? '—' : formatPrice(type.free_delivery_from, currency),
    storage: type.retention_period === null ? '—' : daysText(type.retention_period),
  }));
}
