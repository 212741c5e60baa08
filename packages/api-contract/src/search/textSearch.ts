import { z } from 'zod';
import { catalogQuerySchema } from '../catalog/listing';

/**
 * The text-search results listing: GET /api/serviceCatalog/v2/catalog/products-search/text/text-{slug}/
 * (and .../v2/filters/... for its filters). The slug is the transliterated query; `q` may carry
 * the raw query instead, which wins. Answers catalogListingSchema ranked by relevance; no result
 * is a 200 with no products, never a 404. Path facets of the catalogue grammar may follow the slug.
 */
export const textSearchQuerySchema = catalogQuerySchema.extend({ q: z.string().max(200).optional() });
export type TextSearchQuery = z.infer<typeof textSearchQuerySchema>;
