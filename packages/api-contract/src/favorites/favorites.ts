import { limits } from '@ornament/domain';
import { z } from 'zod';
import { pageMetaSchema, pageNumberSchema } from '../common/paging';
import { breadcrumbSchema } from '../catalog/listing';
import { productSchema } from '../catalog/product';
import { favoriteSortValues } from './constants';


/** GET profile/favorite/?page-size=12&page=&sort= */
export const favoritesQuerySchema = z.object({
  'page-size': z.coerce.number().int().min(1).max(48).default(limits.favouritesPageSize),
  page: pageNumberSchema.default(1),
  sort: z.enum(favoriteSortValues).optional(),
});
export type FavoritesQuery = z.infer<typeof favoritesQuerySchema>;

/**
 * One favourite with the product card data the favourites page shows (spec 1 §3, spec 2 §3:
 * article, urlCode, h1, breadcrumb, currency, comments info): `h1` is the product page's heading,
 * `breadcrumb` its place in the catalogue (home, section, categories).
 */
export const favoriteItemSchema = z.object({
  id: z.number().int(),
  article: z.string(),
  created_at: z.string(),
  product: productSchema,
  h1: z.string(),
  breadcrumb: z.array(breadcrumbSchema),
});
export type FavoriteItem = z.infer<typeof favoriteItemSchema>;

export const favoritesResponseSchema = z.object({
  data: z.array(favoriteItemSchema),
  meta: pageMetaSchema.extend({ favorite_limit: z.number().int() }),
});
export type FavoritesResponse = z.infer<typeof favoritesResponseSchema>;

const articleSchema = z.string().trim().min(1).max(120);

/** POST profile/favorite/: the spec's JSON:API body, type favorite, attribute article. */
export const favoriteCreateBodySchema = z.object({
  data: z.object({
    type: z.literal('favorite'),
    attributes: z.object({ article: articleSchema }),
  }),
});
export type FavoriteCreateBody = z.infer<typeof favoriteCreateBodySchema>;

export const favoriteResourceSchema = z.object({
  id: z.number().int(),
  type: z.literal('favorite'),
  attributes: z.object({ article: z.string(), created_at: z.string() }),
});
export const favoriteCreatedResponseSchema = z.object({ data: favoriteResourceSchema });
export type FavoriteCreatedResponse = z.infer<typeof favoriteCreatedResponseSchema>;

/** GET products/favorites/: every favourite article of the session user, for hearts on any page. */
export const favoriteArticlesResponseSchema = z.object({
  data: z.array(z.object({ id: z.number().int(), article: z.string() })),
  meta: z.object({ total: z.number().int(), favorite_limit: z.number().int(), is_guest: z.boolean() }),
});
export type FavoriteArticlesResponse = z.infer<typeof favoriteArticlesResponseSchema>;

/** DELETE favorites/delete-all/: the given articles (selection mode), or every favourite when absent (no body: Fastify reads it as null). */
export const favoritesDeleteAllBodySchema = z
  .object({ articles: z.array(articleSchema).min(1).max(limits.favouritesMax).optional() })
  .nullish();
export type FavoritesDeleteAllBody = z.infer<typeof favoritesDeleteAllBodySchema>;

export const favoritesDeletedResponseSchema = z.object({ meta: z.object({ deleted: z.number().int() }) });
export type FavoritesDeletedResponse = z.infer<typeof favoritesDeletedResponseSchema>;

/** DELETE calls answer 204 with no document; the request layer reads an empty body as null. */
export const noContentResponseSchema = z.null();
