// The personal account's orders (spec 3 §3 "Order", §7 "Orders"): JSON:API resources of type order
// with kebab-case attributes. The `{status}` path segment is a status group: 'active' (every code
// that can still change: N, A, T, S, R) or 'completed' (final codes F, B, C, J).
import { currencyCodes, orderDisplayStates, orderStatusColours, orderStatusGroups } from '@ornament/domain';
import { z } from 'zod';
import { pageMetaSchema, pageNumberSchema } from '../common/paging';
import { deliveryTypes, orderDetailTypes } from './constants';

const id = z.coerce.number().int().min(1).max(2_147_483_647);

export const orderIdParamsSchema = z.object({ id });
export const orderStatusGroupParamsSchema = z.object({ status: z.enum(orderStatusGroups) });
export const ordersQuerySchema = z.object({ page: pageNumberSchema.default(1) });
export type OrdersQuery = z.infer<typeof ordersQuerySchema>;
/** GET v3/order/?filter[master_order_id]=: the orders one checkout split a basket into. */
export const ordersOfMasterQuerySchema = z.object({ 'filter[master_order_id]': id });

export const orderItemPreviewSchema = z.object({ article: z.string(), 'url-code': z.string(), name: z.string() });

const statusFields = {
  /** The stored code (N, A, T, S, R, J, C, F, B). */
  status: z.string(),
  /** What the shopper sees: the stored code, or 'cancel in progress' / 'not paid' (spec 3 §4). */
  'status-code': z.string(),
  'display-state': z.enum(orderDisplayStates),
  'status-label': z.string(),
  /** Chip colour token; 'overdue' when a pickup reserve ran out. */
  'status-colour': z.enum(orderStatusColours).nullable(),
};

export const orderSummaryAttributesSchema = z.object({
  'order-number': z.string(),
  'master-order-id': z.number().int(),
  'created-at': z.string(),
  ...statusFields,
  'delivery-type': z.enum(deliveryTypes),
  currency: z.enum(currencyCodes),
  total: z.number(),
  'items-count': z.number().int(),
  /** Up to four items for the card's thumbnails. */
  items: z.array(orderItemPreviewSchema),
});
export const orderSummarySchema = z.object({ id: z.number().int(), type: z.literal('order'), attributes: orderSummaryAttributesSchema });
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const ordersResponseSchema = z.object({ data: z.array(orderSummarySchema), meta: pageMetaSchema });
export type OrdersResponse = z.infer<typeof ordersResponseSchema>;
export const ordersOfMasterResponseSchema = z.object({ data: z.array(orderSummarySchema) });
export type OrdersOfMasterResponse = z.infer<typeof ordersOfMasterResponseSchema>;

export const orderItemSchema = z.object({
  id: z.number().int(),
  article: z.string(),
  'url-code': z.string(),
  name: z.string(),
  size: z.string(),
  quantity: z.number().int(),
  price: z.number(),
  'old-price': z.number().nullable(),
  /** Already in returns that were not cancelled. */
  'returned-quantity': z.number().int(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const orderDetailAttributesSchema = orderSummaryAttributesSchema.omit({ items: true }).extend({
  type: z.enum(orderDetailTypes),
  items: z.array(orderItemSchema),
  delivery: z.object({
    type: z.enum(deliveryTypes),
    address: z.string().nullable(),
    store: z.object({ id: z.number().int(), name: z.string(), address: z.string() }).nullable(),
    'reserve-until': z.string().nullable(),
    'reserve-prolonged': z.boolean(),
    'reservation-expired': z.boolean(),
  }),
  payment: z.object({ method: z.string(), label: z.string(), paid: z.boolean() }),
  /** Codes a shopper may switch this order to (the order's country; installments only in RU). */
  'payment-methods': z.array(z.object({ code: z.string(), label: z.string() })),
  recipient: z.object({ name: z.string(), surname: z.string(), phone: z.string(), email: z.string().nullable() }),
  /** What the order cost and how it was paid: `total` is the money part; bonuses, stars and the gift card paid the rest. */
  costs: z.object({ items: z.number(), delivery: z.number(), bonuses: z.number(), stars: z.number(), 'gift-card': z.number(), total: z.number() }),
  track: z.string().nullable(),
  'cancel-reason': z.string().nullable(),
  /** The latest return of this order that was not cancelled. */
  'return-id': z.number().int().nullable(),
  'return-number': z.string().nullable(),
  'return-until': z.string().nullable(),
  actions: z.object({
    'can-cancel': z.boolean(),
    'can-change-payment': z.boolean(),
    'can-prolong': z.boolean(),
    'can-return': z.boolean(),
  }),
});
export const orderDetailSchema = z.object({ id: z.number().int(), type: z.literal('order'), attributes: orderDetailAttributesSchema });
export type OrderDetail = z.infer<typeof orderDetailSchema>;
export const orderDetailResponseSchema = z.object({ data: orderDetailSchema });
export type OrderDetailResponse = z.infer<typeof orderDetailResponseSchema>;

export const orderStatusResponseSchema = z.object({
  data: z.object({ id: z.number().int(), type: z.literal('order-status'), attributes: z.object({ 'order-number': z.string(), ...statusFields }) }),
});
export type OrderStatusResponse = z.infer<typeof orderStatusResponseSchema>;

export const reasonSchema = z.object({ code: z.string(), label: z.string() });
export const cancelReasonsResponseSchema = z.object({ data: z.array(reasonSchema) });
export type CancelReasonsResponse = z.infer<typeof cancelReasonsResponseSchema>;

const comment = z.string().trim().max(1000);

export const orderCancelBodySchema = z.object({ id, reason: z.string().trim().min(1).max(64), comment: comment.optional().default('') });
export type OrderCancelBody = z.input<typeof orderCancelBodySchema>;

export const changePaymentMethodBodySchema = z.object({
  order_number: z.string().trim().min(1).max(32),
  payment_method: z.string().trim().min(1).max(64),
});
export type ChangePaymentMethodBody = z.infer<typeof changePaymentMethodBodySchema>;

/** POST v6/order/prolong-reserve/ names the order by id or by its number. */
export const prolongReserveBodySchema = z.union([
  z.object({ id }),
  z.object({ order_number: z.string().trim().min(1).max(32) }),
]);
export type ProlongReserveBody = z.infer<typeof prolongReserveBodySchema>;

/** GET v6/qr/get/: the in-store code; `hash` is an HMAC of the user id and the expiry. */
export const qrResponseSchema = z.object({
  data: z.object({
    user_id: z.string(),
    hash: z.string(),
    expired_date: z.string(),
    bonus_card: z.string(),
    error: z.string().nullable(),
  }),
});
export type QrResponse = z.infer<typeof qrResponseSchema>;
