// Size prices (spec 2 §7 "GET products/prices; GET product price {article}/{size}"): every size's
// price of a few products, and the live price of one size, which the product page asks before it
// trusts the price of its cached HTML (spec 2 §9: product price cache 0.7 s).
import { z } from 'zod';
import { currencySchema } from '../common/money';

const articleSchema = z.string().regex(/^[\w.-]{1,64}$/, 'Expected an article');
/** A size label as products/sizes/ lists it ('17', '16.5', '45 см'). */
const sizeLabelSchema = z.string().regex(/^[\p{L}\p{N}.,\s-]{1,16}$/u, 'Expected a size');

/** One size's price in the request's currency; `size` is '' for a product without sizes. */
export const sizePriceSchema = z.object({
  article: z.string(),
  url_code: z.string(),
  size: z.string(),
  price: z.number(),
  /** The crossed-out price; null unless above `price`. */
  old_price: z.number().nullable(),
  discount: z.number().int(),
  currency: currencySchema,
});
export type SizePrice = z.infer<typeof sizePriceSchema>;

/** GET products/prices/?articles=A-1,A-2 — unknown articles are left out, as prices/?url_codes= does. */
export const productsPricesQuerySchema = z.object({
  articles: z
    .string()
    .min(1)
    .max(4000)
    .transform((s) => s.split(',').map((c) => c.trim()).filter(Boolean))
    .pipe(z.array(articleSchema).min(1).max(100)),
});
export const productsPricesResponseSchema = z.object({ data: z.array(sizePriceSchema) });
export type ProductsPricesResponse = z.infer<typeof productsPricesResponseSchema>;

/** GET product/price/{article}/{size}/ (no size segment for a product without sizes). */
export const productPriceParamsSchema = z.object({ article: articleSchema, size: sizeLabelSchema.optional() });
export const productPriceResponseSchema = z.object({ data: sizePriceSchema });
export type ProductPriceResponse = z.infer<typeof productPriceResponseSchema>;
