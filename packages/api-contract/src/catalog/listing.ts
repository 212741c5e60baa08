import { z } from 'zod';
import { productSchema } from './product';

/**
 * Catalogue URLs (spec 2 §2, §4). One filter set has exactly one URL:
 *   /{section}/{category}/{subcategory}/{facet}/.../?{query facets}&sort=&page=
 * - section: a catalogue prefix (jewelry-catalog, watch-catalog, …) or `newitems/{section}`;
 * - category segments walk the category tree (rings, rings/wedding-rings);
 * - a path facet is `{filter_code}-{value}` or `{filter_code}-{v1}-or-{v2}`, values in the filter's
 *   sort order, facets in the filter sections' order; `discount` marks the sale listing;
 * - sorts with source `path` are the segments `sort-inexpensive` and `sort-expensive`;
 *   sorts with source `get` are `?sort=new_up|best_rating`.
 */
export const sortCodes = ['popular', 'new_up', 'best_rating', 'inexpensive', 'expensive'] as const;
export type SortCode = (typeof sortCodes)[number];

export const sortOptionSchema = z.object({
  property_code: z.enum(sortCodes),
  name: z.string(),
  value: z.string(),
  source: z.enum(['path', 'get']),
  link: z.string(),
  checked: z.boolean(),
});
export type SortOption = z.infer<typeof sortOptionSchema>;

export const perPageValues = [10, 20, 24, 72] as const;

export const catalogQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    per_page: z.coerce
      .number()
      .int()
      .refine((n) => (perPageValues as readonly number[]).includes(n), 'per_page must be one of 10, 20, 24, 72')
      .default(72),
    sort: z.enum(['new_up', 'best_rating']).optional(),
    stock: z.enum(['Y', 'N']).optional(),
    with_formatting_media: z.enum(['Y', 'N']).optional(),
  })
  .catchall(z.string());
export type CatalogQuery = z.infer<typeof catalogQuerySchema>;

/**
 * Spec 2 §7: the POST variant of catalog{path} and filters{path} lists only these products (a
 * favourites list), sent with `X-Display-Section: personal`. The catalogue's root path lists them
 * across every section.
 */
export const personalListBodySchema = z.object({
  url_code: z.array(z.string().regex(/^[a-z0-9-]{1,120}$/)).max(500),
});
export type PersonalListBody = z.infer<typeof personalListBodySchema>;

/** Spec 2 §7 GET filters generate-link: the one canonical storefront URL of a filter set. */
export const generatedLinkSchema = z.object({ data: z.object({ link: z.string() }) });
export type GeneratedLink = z.infer<typeof generatedLinkSchema>;

export const breadcrumbSchema = z.object({ name: z.string(), url: z.string() });

export const catalogListingSchema = z.object({
  data: z.array(productSchema),
  meta: z.object({
    section: z.string(),
    category: z.string().nullable(),
    h1: z.string(),
    title: z.string(),
    description: z.string(),
    canonical: z.string(),
    robots: z.string(),
    breadcrumbs: z.array(breadcrumbSchema),
    sort: z.array(sortOptionSchema),
    'current-page': z.number().int(),
    'page-count': z.number().int(),
    'per-page': z.number().int(),
    'total-count': z.number().int(),
  }),
});
export type CatalogListing = z.infer<typeof catalogListingSchema>;
