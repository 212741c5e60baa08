// POST /api/sklv/v6/order/create/ (spec 3 §7 "Order and links"). The body carries who buys, who
// receives, where and when; what is bought, at which price and with which discounts comes from the
// shopper's basket, recomputed by the server (prices a client puts in the body are dropped unread).
// Shape checks here answer 400; the spec 3 §5 rules (names, phone, recipient, address, …) answer 422
// with one error per field, `source.pointer` = orderFieldPointer(field).
import { currencyCodes } from '@ornament/domain';
import { z } from 'zod';

const text = (max: number) => z.string().trim().max(max).nullish();
const flag = z.boolean().optional().default(false);
const guid = z.string().trim().max(64).nullish();
/** Courier addresses send floor and porch as numbers (spec 3 §5 "Order payload rules"). */
const level = z.number().int().min(-10).max(200).nullish();

export const buyerDeliverySchema = z.object({
  region: text(120),
  city: text(120),
  street: text(200),
  house: text(40),
  apartment: text(40),
  floor: level,
  porch: level,
  intercom: text(40),
});
export type BuyerDelivery = z.infer<typeof buyerDeliverySchema>;

export const orderCreateBodySchema = z.object({
  buyerName: text(60),
  buyerSurname: text(60),
  buyerPhone: text(32),
  buyerEmail: text(254),
  /** KZ only, and only when the shopper has one (12 digits). */
  buyerIin: text(32),
  /** Another recipient; required when a call-centre operator orders for a customer. */
  recipientName: text(60),
  recipientSurname: text(60),
  recipientPhone: text(32),
  buyerComment: text(1000),
  isUseAllBonuses: flag,
  isUseAllStarsPoints: flag,
  isEmployeeDiscount: flag,
  applyGiftCard: flag,
  turnOffPromotions: flag,
  /** Courier orders: the structured address, and the address as one line or a saved address's id. */
  buyerDelivery: buyerDeliverySchema.nullish(),
  deliveryAddress: z.union([z.number().int().min(1).max(2_147_483_647), z.string().trim().max(500)]).nullish(),
  deliveryCountryGuid: guid,
  deliveryRegionGuid: guid,
  deliveryCityGuid: guid,
  /** Courier slot: 'YYYY-MM-DD', 'HH:MM', 'HH:MM' and the slot's id, when the basket offers slots. */
  deliveryDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).nullish(),
  deliveryTimeFrom: z.string().regex(/^\d{2}:\d{2}$/).nullish(),
  deliveryTimeTo: z.string().regex(/^\d{2}:\d{2}$/).nullish(),
  timeSlotId: text(64),
  deliveryWhole: flag,
  callBackRequest: flag,
  /** Ezvm mode: RU and the main brand only (spec 3 §5); ignored elsewhere. */
  useEzvm: flag,
});
export type OrderCreateBody = z.input<typeof orderCreateBodySchema>;
export type OrderCreateInput = z.output<typeof orderCreateBodySchema>;

/** GA4 `purchase` ecommerce payload of the orders created (the storefront pushes it as it is). */
export const purchaseItemSchema = z.object({
  item_id: z.string(),
  item_name: z.string(),
  item_brand: z.string(),
  item_variant: z.string().optional(),
  item_category: z.string().optional(),
  price: z.number(),
  discount: z.number(),
  quantity: z.number().int(),
});
export const purchasePayloadSchema = z.object({
  transaction_id: z.string(),
  currency: z.enum(currencyCodes),
  value: z.number(),
  shipping: z.number(),
  coupon: z.string().optional(),
  items: z.array(purchaseItemSchema),
});
export type PurchasePayload = z.infer<typeof purchasePayloadSchema>;

export const createdOrderSchema = z.object({ id: z.number().int(), orderNumber: z.string() });

export const orderCreateResponseSchema = z.object({
  data: z.object({
    /** Where the browser goes after 2 s: the payment page, or the thank-you page when paying on delivery. */
    backUrl: z.string(),
    ga4: purchasePayloadSchema,
    userId: z.string(),
    userPhone: z.string(),
    userEmail: z.string(),
    userFullName: z.string(),
    userName: z.string(),
    masterOrderId: z.number().int(),
    /** The orders the basket was split into (one per shipping store), in creation order. */
    orders: z.array(createdOrderSchema),
  }),
});
export type OrderCreateResponse = z.infer<typeof orderCreateResponseSchema>;
