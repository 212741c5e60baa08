// The offers service's product sizes (GET offer/sizes/{urlCode}/) and delivery terms
// (GET delivery-terms with X-City-Uuid, X-Region-Uuid, X-Region-Timezone), spec 3 §3, §7.
import { orderTypes } from '@ornament/domain';
import { z } from 'zod';
import { currencySchema } from '../common/money';

export const offerSizesParamsSchema = z.object({ urlCode: z.string().regex(/^[a-z0-9-]{1,120}$/) });

export const offerSizeSchema = z.object({
  /** 'article#size', as offer/common/ and the basket name it. */
  offer: z.string(),
  /** '' for a product without sizes. */
  size: z.string(),
  price: z.number(),
  old_price: z.number().nullable(),
  /** Units in the country's shops (0 where the country never stocks this kind, spec 2 §9). */
  quantity: z.number().int(),
  in_stock: z.boolean(),
  /** Shops of the shopper's city holding it: it can be picked up today. */
  stores_count: z.number().int(),
  is_today: z.boolean(),
});
export type OfferSize = z.infer<typeof offerSizeSchema>;

export const offerSizesResponseSchema = z.object({
  data: z.array(offerSizeSchema),
  meta: z.object({ url_code: z.string(), article: z.string(), currency: currencySchema }),
});
export type OfferSizesResponse = z.infer<typeof offerSizesResponseSchema>;

export const deliveryTypeInfoSchema = z.object({
  code: z.enum(orderTypes),
  name: z.string(),
  delivery_price: z.number(),
  /** Days until an order placed now arrives (the tariff's days, one more after its cut-off hour). */
  delivery_time: z.number().int(),
  free_delivery_from: z.number().nullable(),
  /** Days a pickup order waits for the shopper; null for courier delivery. */
  reservation_period: z.number().int().nullable(),
  /** The longest a pickup order can be kept, with the one prolongation; null for courier delivery. */
  retention_period: z.number().int().nullable(),
});
export type DeliveryTypeInfo = z.infer<typeof deliveryTypeInfoSchema>;

export const deliveryTermsResponseSchema = z.object({
  data: z.object({
    /** char_code 'RU', iso_code the ISO 3166 numeric code ('643'). */
    country_info: z.object({ char_code: z.string(), iso_code: z.string() }),
    types_info: z.array(deliveryTypeInfoSchema),
  }),
  meta: z.object({ city_guid: z.string(), timezone: z.string(), currency: currencySchema }),
});
export type DeliveryTermsResponse = z.infer<typeof deliveryTermsResponseSchema>;
