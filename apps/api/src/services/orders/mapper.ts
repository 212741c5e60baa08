// Order rows → the contract's resources: the effective status code, its label and chip colour from
// the domain table, and which actions the shopper may take now.
import type { OrderDetail, OrderSummary } from '@ornament/api-contract';
import {
  type CurrencyCode,
  type OrderStatusColour,
  canCancel,
  canChangePayment,
  canProlongReserve,
  canReturn,
  effectiveStatusCode,
  isFinalStatus,
  isReservationExpired,
  orderStatusColourOf,
  orderStatusOf,
  paymentMethodOf,
  paymentMethodsFor,
  returnDeadline,
} from '@ornament/domain';
import { countryOfCurrency } from './country';
import type { ItemPreview, OrderItemRow, OrderRow } from './repository';

const previewCount = 4;
type DeliveryType = OrderSummary['attributes']['delivery-type'];

export function statusFieldsOf(row: OrderRow, now: Date) {
  const code = effectiveStatusCode(row);
  const display = orderStatusOf(code);
  const colour: OrderStatusColour | null = orderStatusColourOf(code, { reservationExpired: isReservationExpired(row, now) });
  return { status: row.status, 'status-code': code, 'display-state': display.state, 'status-label': display.label, 'status-colour': colour };
}

function summaryAttributes(row: OrderRow, now: Date) {
  return {
    'order-number': row.number,
    'master-order-id': row.masterOrderId,
    'created-at': row.createdAt.toISOString(),
    ...statusFieldsOf(row, now),
    'delivery-type': row.deliveryType as DeliveryType,
    currency: row.currency as CurrencyCode,
    total: row.total,
  };
}

export function toSummary(row: OrderRow, previews: readonly ItemPreview[], now: Date): OrderSummary {
  const own = previews.filter((item) => item.orderId === row.id);
  return {
    id: row.id,
    type: 'order',
    attributes: {
      ...summaryAttributes(row, now),
      'items-count': own.reduce((sum, item) => sum + item.quantity, 0),
      items: own.slice(0, previewCount).map((item) => ({ article: item.article, 'url-code': item.urlCode, name: item.name })),
    },
  };
}

export interface DetailParts {
  items: readonly OrderItemRow[];
  returned: ReadonlyMap<number, number>;
  latestReturn: { id: number; number: string } | null;
  store: { id: number; name: string; address: string } | null;
}

export function toDetail(row: OrderRow, parts: DetailParts, now: Date): OrderDetail {
  const deadline = returnDeadline(row);
  const returnable = parts.items.some((item) => item.quantity > (parts.returned.get(item.id) ?? 0));
  const country = countryOfCurrency(row.currency);
  return {
    id: row.id,
    type: 'order',
    attributes: {
      ...summaryAttributes(row, now),
      // S3.4.33: every final order (bought out, cancelled, refused) is 'complete', the completed tab's.
      type: isFinalStatus(row.status) ? 'complete' : 'active',
      'items-count': parts.items.reduce((sum, item) => sum + item.quantity, 0),
      items: parts.items.map((item) => ({
        id: item.id,
        article: item.article,
        'url-code': item.urlCode,
        name: item.name,
        size: item.size,
        quantity: item.quantity,
        price: item.price,
        'old-price': item.oldPrice,
        'returned-quantity': parts.returned.get(item.id) ?? 0,
      })),
      delivery: {
        type: row.deliveryType as DeliveryType,
        address: row.address,
        store: parts.store,
        'reserve-until': row.reserveUntil?.toISOString() ?? null,
        'reserve-prolonged': row.reserveProlonged,
        'reservation-expired': isReservationExpired(row, now),
      },
      payment: { method: row.paymentMethod, label: paymentMethodOf(row.paymentMethod)?.label ?? row.paymentMethod, paid: row.paid },
      'payment-methods': paymentMethodsFor(country).map((method) => ({ code: method.code, label: method.label })),
      recipient: { name: row.recipient.name, surname: row.recipient.surname, phone: row.recipient.phone, email: row.recipient.email ?? null },
      costs: { items: row.itemsCost, delivery: row.deliveryCost, bonuses: row.bonusesSpent, stars: row.starsSpent, 'gift-card': row.giftCardSpent, total: row.total },
      track: row.trackNumber,
      'cancel-reason': row.cancelReason,
      'return-id': parts.latestReturn?.id ?? null,
      'return-number': parts.latestReturn?.number ?? null,
      'return-until': deadline?.toISOString() ?? null,
      actions: {
        'can-cancel': canCancel(row),
        'can-change-payment': canChangePayment(row),
        'can-prolong': canProlongReserve(row, now),
        'can-return': canReturn(row, now) && returnable,
      },
    },
  };
}
