// POST /api/sklv/v5/profile/orders/created-order/ (spec 3 §7 "Orders"): the storefront reports that
// a newly created order reached it. The API records the first report only; the answer says whether
// this call was it, with the order's GA4 purchase figures, so `purchase` goes out once per checkout
// however often the same creation answer is seen.
import { currencyCodes } from '@ornament/domain';
import { z } from 'zod';

export const createdOrderReportBodySchema = z.object({ order_id: z.number().int().min(1).max(2_147_483_647) });
export type CreatedOrderReportBody = z.infer<typeof createdOrderReportBodySchema>;

/** One order line as analytics needs it (the storefront builds the GA4 item from it). */
export const purchaseFigureItemSchema = z.object({
  article: z.string(),
  name: z.string(),
  size: z.string(),
  quantity: z.number().int(),
  /** What one unit cost after discounts. */
  price: z.number(),
  'old-price': z.number().nullable(),
  /** Category path from the top; empty when the product left the catalogue. */
  categories: z.array(z.string()),
});
export type PurchaseFigureItem = z.infer<typeof purchaseFigureItemSchema>;

export const purchaseFiguresSchema = z.object({
  /** The order number: one GA4 transaction per order. */
  'transaction-id': z.string(),
  currency: z.enum(currencyCodes),
  /** The money part the shopper pays (items + delivery − bonuses, stars, gift card). */
  value: z.number(),
  shipping: z.number(),
  /** Promo codes applied, comma-separated; empty without one. */
  coupon: z.string(),
  items: z.array(purchaseFigureItemSchema),
});
export type PurchaseFigures = z.infer<typeof purchaseFiguresSchema>;

export const createdOrderReportResponseSchema = z.object({
  data: z.object({
    id: z.number().int(),
    type: z.literal('created-order'),
    attributes: z.object({
      /** True only for the call that recorded the report. */
      first: z.boolean(),
      'order-number': z.string(),
      'reported-at': z.string(),
      purchase: purchaseFiguresSchema,
    }),
  }),
});
export type CreatedOrderReportResponse = z.infer<typeof createdOrderReportResponseSchema>;
