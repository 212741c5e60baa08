import { z } from 'zod';

export const imageMatchSchema = z.object({
  article: z.string(),
  url_code: z.string(),
  name: z.string(),
  image_url: z.string(),
  link_url: z.string(),
  /** 0–1: how alike the picture and the product's picture are. */
  similarity: z.number(),
});
export type ImageMatch = z.infer<typeof imageMatchSchema>;

/** The search's id opens its results as a listing: GET .../search/image/{id}/ and `/products-search/image?id=`. */
export const imageSearchResponseSchema = z.object({
  data: z.object({
    id: z.string().uuid(),
    url: z.string(),
    products: z.array(imageMatchSchema),
  }),
});
export type ImageSearchResponse = z.infer<typeof imageSearchResponseSchema>;

export const imageSearchParamsSchema = z.object({ id: z.string().uuid() });
