import { z } from 'zod';

/**
 * GET /api/v1/search/autocomplete/ and /api/v2/... (spec 1 §4–§5, §7). v2 serves the 'new search'
 * A/B group b with the same shape; its suggests carry product counts and category phrases.
 * A blank or whitespace-only query is a 400 with pointer `/query/query`.
 */
export const autocompleteQuerySchema = z.object({ query: z.string().max(200) }).catchall(z.unknown());

/** Spec 1 §3 search product. The client merges live prices by url code and article afterwards. */
export const searchProductSchema = z.object({
  name: z.string(),
  image_url: z.string(),
  link_url: z.string(),
  price: z.number(),
  old_price: z.number().nullable(),
  article: z.string(),
  url_code: z.string(),
  /** Attribute lists: `price_kz` the tenge price(s), `Артикул` the article, as the search vendor sent them. */
  attributes: z.object({
    price_kz: z.array(z.number()),
    Артикул: z.array(z.string()),
  }),
});
export type SearchProduct = z.infer<typeof searchProductSchema>;

/** A category the best matches fall into (spec 1 §9: at most 5 shown), most matches first. */
export const searchCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  link_url: z.string(),
});
export type SearchCategory = z.infer<typeof searchCategorySchema>;

/** A completion of the typed query from the catalogue's own words, with its results page. */
export const searchSuggestSchema = z.object({
  query: z.string(),
  link_url: z.string(),
  /** v2 only: how many products the completion finds. */
  count: z.number().int().optional(),
});
export type SearchSuggest = z.infer<typeof searchSuggestSchema>;

export const autocompleteResponseSchema = z.object({
  products: z.array(searchProductSchema),
  categories: z.array(searchCategorySchema),
  suggests: z.array(searchSuggestSchema),
  /** What the shopper probably meant (keyboard layout, transliteration, a typo); null when the query is fine. */
  correction: z.string().nullable(),
  /** Where to go instead of a results page: an exact article's product, a category named exactly. */
  redirect: z.string().nullable(),
  /** The query as searched: sanitised and trimmed. */
  query: z.string(),
});
export type AutocompleteResponse = z.infer<typeof autocompleteResponseSchema>;
