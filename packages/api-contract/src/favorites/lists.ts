import { z } from 'zod';
import { productSchema } from '../catalog/product';

const urlCodeSchema = z.string().regex(/^[a-z0-9-]{1,120}$/);

/** A folder's cover: the first pictures of its products, with their sizes (spec 2 §3 "image sizes"). */
export const favoriteListImageSchema = z.object({
  url_code: z.string(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

/** Spec 2 §3 favourite folder: guid (also its share link), name, image sizes, url_codes. */
export const favoriteListSchema = z.object({
  guid: z.string().uuid(),
  name: z.string(),
  images: z.array(favoriteListImageSchema),
  url_codes: z.array(z.string()),
});
export type FavoriteList = z.infer<typeof favoriteListSchema>;

export const favoriteListsResponseSchema = z.object({
  data: z.array(favoriteListSchema),
  meta: z.object({ favorite_list_limit: z.number().int() }),
});
export type FavoriteListsResponse = z.infer<typeof favoriteListsResponseSchema>;

export const favoriteListResponseSchema = z.object({ data: favoriteListSchema });
export type FavoriteListResponse = z.infer<typeof favoriteListResponseSchema>;

/**
 * A folder with its products: the owner's folder view and the public wishlist page. `viewer` tells
 * the page whether the reader owns it and whether they may save it (guests may not, spec 2 §8).
 */
export const favoriteListDetailResponseSchema = z.object({
  data: favoriteListSchema.extend({ products: z.array(productSchema) }),
  meta: z.object({ viewer: z.object({ is_owner: z.boolean(), is_guest: z.boolean() }) }),
});
export type FavoriteListDetailResponse = z.infer<typeof favoriteListDetailResponseSchema>;

/** POST favorite-list/ and PUT favorite-list/{guid}/; the rules on the name are the server's (spec 2 §5). */
export const favoriteListNameBodySchema = z.object({ name: z.string().max(1000) });
export type FavoriteListNameBody = z.infer<typeof favoriteListNameBodySchema>;

export const favoriteListGuidParamsSchema = z.object({ guid: z.string().uuid() });

/** POST/DELETE favorite-list-product/: products by url code into or out of one folder. */
export const favoriteListProductBodySchema = z.object({
  guid: z.string().uuid(),
  url_codes: z.array(urlCodeSchema).min(1).max(100),
});
export type FavoriteListProductBody = z.infer<typeof favoriteListProductBodySchema>;
