import { z } from 'zod';
import { currencySchema } from '../common/money';

/** A stone set in a piece (spec 2 §3 inserts). `color_code` is a hex colour used by pictures and filters. */
export const insertSchema = z.object({
  url_code: z.string(),
  name: z.string(),
  count: z.number().int(),
  weight: z.number().nullable(),
  color_code: z.string(),
});

export const mediaSchema = z.object({
  type: z.enum(['image']),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string(),
});
export type Media = z.infer<typeof mediaSchema>;

export const badgeSchema = z.object({
  code: z.string(),
  text: z.string(),
  background: z.string(),
  color: z.string(),
});
export type Badge = z.infer<typeof badgeSchema>;

/** Stock as the storefront may know it: total and per size; `is_low` drives 'Осталось мало' / 'Осталось N шт'. */
export const stockSchema = z.object({
  in_stock: z.boolean(),
  quantity: z.number().int(),
});

/** Spec 2 §3 Product, as the listing and the product endpoints return it. Prices are in `currency`. */
export const productSchema = z.object({
  id: z.number().int(),
  article: z.string(),
  url_code: z.string(),
  name: z.string(),
  price: z.number(),
  old_price: z.number().nullable(),
  discount: z.number().int(),
  bonus: z.number().int(),
  currency: currencySchema,
  stock: stockSchema,
  characteristic_short: z.array(z.object({ name: z.string(), value: z.string() })),
  collection: z.object({ code: z.string(), name: z.string() }).nullable(),
  badges: z.array(badgeSchema),
  is_on_request: z.boolean(),
  is_sizeable: z.boolean(),
  catalog: z.string(),
  category: z.object({ code: z.string(), name: z.string() }),
  weight: z.number().nullable(),
  material: z.object({ code: z.string(), name: z.string(), color_code: z.string() }),
  inserts: z.array(insertSchema),
  media_with_formatting: z.array(mediaSchema),
  media_with_formatting_black: z.array(mediaSchema),
  rating: z.object({ rating: z.number(), rating_float: z.number(), sum_comments: z.number().int() }),
  sort: z.number().int(),
});
export type Product = z.infer<typeof productSchema>;

/** The product page adds a description, full characteristics, kits and the upsell link. */
export const productDetailSchema = productSchema.extend({
  description: z.string(),
  characteristics: z.array(z.object({ code: z.string(), name: z.string(), value: z.string() })),
  kits: z.array(z.object({ url_code: z.string(), name: z.string() })),
  upsale_link: z.string().nullable(),
  breadcrumbs: z.array(z.object({ name: z.string(), url: z.string() })),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const productsResponseSchema = z.object({ data: z.array(productSchema) });
export const productResponseSchema = z.object({ data: productDetailSchema });

/** GET products/sizes/{article}/ — one row per size; with ?stores=Y the stores holding it. */
export const productSizeSchema = z.object({
  size: z.string(),
  price: z.number(),
  old_price: z.number().nullable(),
  quantity: z.number().int(),
  in_stock: z.boolean(),
  stores: z
    .array(z.object({ id: z.number().int(), name: z.string(), address: z.string(), quantity: z.number().int() }))
    .optional(),
});
export const productSizesResponseSchema = z.object({
  data: z.array(productSizeSchema),
  meta: z.object({ article: z.string(), currency: currencySchema }),
});
export type ProductSize = z.infer<typeof productSizeSchema>;

/** GET prices/?url_codes= — current prices in the city's currency, merged by article on the client. */
export const priceSchema = z.object({
  url_code: z.string(),
  article: z.string(),
  price: z.number(),
  old_price: z.number().nullable(),
  discount: z.number().int(),
  currency: currencySchema,
});
export const pricesResponseSchema = z.object({ data: z.array(priceSchema) });
export type Price = z.infer<typeof priceSchema>;

export const urlCodesQuerySchema = z.object({
  url_codes: z
    .string()
    .min(1)
    .max(4000)
    .transform((s) => s.split(',').map((c) => c.trim()).filter(Boolean))
    .pipe(z.array(z.string().regex(/^[a-z0-9-]{1,120}$/)).min(1).max(100)),
});
