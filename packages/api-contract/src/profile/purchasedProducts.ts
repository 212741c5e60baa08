// GET /api/sklv/v5/profile/products/ (spec 1 §7, spec 3 §7): what the signed-in shopper bought and
// has in hand (completed orders), one entry per article, newest purchase first, with whether they
// have rated it. The tasks centre reads `meta['unrated-count']` (spec 1 §3: review tasks show only
// while some bought product has no rating from the shopper).
import { currencyCodes } from '@ornament/domain';
import { z } from 'zod';
import { profileQuerySchema } from './profile';

/** Same query as GET profile/: `?standalone=true` from the app's web views. */
export const profileProductsQuerySchema = profileQuerySchema;

export const purchasedProductSchema = z.object({
  id: z.string(),
  type: z.literal('purchased-product'),
  attributes: z.object({
    article: z.string(),
    'url-code': z.string(),
    name: z.string(),
    /** The product's first picture; null when the product left the catalogue (nothing to draw). */
    image: z.string().nullable(),
    /** What one unit cost in the latest order holding it, in that order's currency. */
    price: z.number(),
    currency: z.enum(currencyCodes),
    'order-number': z.string(),
    /** ISO time the order was completed. */
    'bought-at': z.string(),
    /** The shopper has sent a review (with its rating) for this article. */
    rated: z.boolean(),
    /** The rating of the shopper's latest review; null when not rated. */
    rating: z.number().int().nullable(),
  }),
});
export type PurchasedProduct = z.infer<typeof purchasedProductSchema>;

export const profileProductsResponseSchema = z.object({
  /** At most `purchasedProductsMax` entries; the counts cover every purchase. */
  data: z.array(purchasedProductSchema),
  meta: z.object({ 'total-count': z.number().int(), 'unrated-count': z.number().int() }),
});
export type ProfileProductsResponse = z.infer<typeof profileProductsResponseSchema>;

/** The list's length cap: an account page never needs more at once. */
export const purchasedProductsMax = 100;
