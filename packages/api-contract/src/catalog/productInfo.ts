// The card's and the product's extra blocks (spec 2 §7): additional-info/?url_codes= (what the
// shopper's city offers: shops holding the piece and the nearest delivery) and product-info/{id}/
// (the product's information block alone: facts, care and certificate, fetched on demand).
import { z } from 'zod';
import { orderTypes } from '@ornament/domain';

/** The nearest way to receive the piece from now, in the city's local calendar. */
export const nearestDeliverySchema = z.object({
  /** in_stock: a shop of the city holds it (today); else the fastest tariff that brings it. */
  order_type: z.enum(orderTypes),
  /** Days from today (0 = today). */
  days: z.number().int().nonnegative(),
  /** 'YYYY-MM-DD', local to the city. */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});
export type NearestDelivery = z.infer<typeof nearestDeliverySchema>;

/**
 * One url code in the city of X-City-Uuid (else the country's default city). A piece Kazakhstan
 * never stocks (spec 2 §9), or no shop of the country holds, has 0 shops and no delivery.
 */
export const additionalInfoSchema = z.object({
  url_code: z.string(),
  article: z.string(),
  /** Shops of the city holding any size of it. */
  stores_count: z.number().int().nonnegative(),
  nearest_delivery: nearestDeliverySchema.nullable(),
});
export type AdditionalInfo = z.infer<typeof additionalInfoSchema>;
export const additionalInfoResponseSchema = z.object({
  data: z.array(additionalInfoSchema),
  meta: z.object({ city_guid: z.string(), timezone: z.string() }),
});
export type AdditionalInfoResponse = z.infer<typeof additionalInfoResponseSchema>;

/** GET product-info/{id}/: the product's numeric id. */
export const productInfoParamsSchema = z.object({ id: z.string().regex(/^[1-9]\d{0,9}$/, 'Expected a product id') });

/** The information block of the product page, by itself (spec 2 §7 product-info/{id}/). */
export const productInfoSchema = z.object({
  id: z.number().int(),
  article: z.string(),
  url_code: z.string(),
  name: z.string(),
  description: z.string(),
  /** Metal, stones, weight, collection: what the product page's facts list shows. */
  characteristics: z.array(z.object({ code: z.string(), name: z.string(), value: z.string() })),
  material: z.object({ code: z.string(), name: z.string(), metal: z.string() }),
  inserts: z.array(z.object({ name: z.string(), count: z.number().int(), weight: z.number().nullable() })),
  weight: z.number().nullable(),
  collection: z.object({ code: z.string(), name: z.string() }).nullable(),
  /** How to look after the piece's metal. */
  care: z.string(),
  /** What papers come with it (a stone passport, the assay hallmark); null when none. */
  certificate: z.string().nullable(),
});
export type ProductInfo = z.infer<typeof productInfoSchema>;
export const productInfoResponseSchema = z.object({ data: productInfoSchema });
export type ProductInfoResponse = z.infer<typeof productInfoResponseSchema>;
