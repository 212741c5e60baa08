// Query-string part of a listing: paging, the `get` sorts and the `get` facets (size, price range).
import { catalogQuerySchema } from '@ornament/api-contract';
import { z } from 'zod';
import { HttpError } from '../../plugins/httpError';
import type { PathSelection } from './listingPath';
import type { ListingSelection } from './selection';

const priceSchema = z
  .string()
  .regex(/^\d{1,9}(\.\d{1,2})?$/, 'must be a non-negative number with at most two decimals')
  .transform(Number);

export const listingQuerySchema = catalogQuerySchema
  .extend({
    price_min: priceSchema.optional(),
    price_max: priceSchema.optional(),
    size: z
      .string()
      .regex(/^[0-9A-Za-zА-Яа-яЁё.,+ -]{1,16}$/u, 'is not a size')
      .optional(),
  })
  // Unrelated parameters (utm_*, analytics) may repeat; they are ignored, never a 400.
  .catchall(z.unknown());
export type ListingQuery = z.infer<typeof listingQuerySchema>;

/** Combines the parsed path and query; contradictions a client can send are 400s with a pointer. */
export function selectionOf(path: PathSelection, query: ListingQuery): ListingSelection {
  if (path.pathSort !== null && query.sort !== undefined) {
    throw HttpError.badRequest('sort conflicts with the sort given in the path', '/query/sort');
  }
  const priceMin = query.price_min ?? null;
  const priceMax = query.price_max ?? null;
  if (priceMin !== null && priceMax !== null && priceMin > priceMax) {
    throw HttpError.badRequest('price_min must not exceed price_max', '/query/price_min');
  }
  return {
    section: path.section,
    isNew: path.isNew,
    categories: path.categories,
    discount: path.discount,
    facets: path.facets,
    sort: path.pathSort ?? query.sort ?? 'popular',
    size: query.size?.trim() || null,
    priceMin,
    priceMax,
    inStockOnly: query.stock === 'Y',
  };
}
