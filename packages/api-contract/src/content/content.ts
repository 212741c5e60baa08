import { z } from 'zod';

export const contentCodeSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}$/);

/** A content area: a titled block of sanitised HTML with optional items (banners, links, list entries). */
export const contentItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  text: z.string().nullable(),
  html: z.string().nullable(),
  link: z.string().nullable(),
  image: z.string().nullable(),
  /**
   * The picture shown while the pointer is over the item (the header's promo button, spec 1 §2).
   * The API always sends it (null when there is none); optional so items built without it still type.
   */
  hover_image: z.string().nullable().optional(),
  sort: z.number().int(),
});
export const contentAreaSchema = z.object({
  code: z.string(),
  title: z.string(),
  html: z.string(),
  items: z.array(contentItemSchema),
});
export type ContentArea = z.infer<typeof contentAreaSchema>;
export const contentAreaResponseSchema = z.object({ data: contentAreaSchema });

/** A content page: title, SEO fields and ordered blocks (returned with ?include=contents). */
export const contentPageSchema = z.object({
  code: z.string(),
  title: z.string(),
  seo: z.object({ title: z.string(), description: z.string() }),
  contents: z.array(contentAreaSchema).optional(),
});
export type ContentPage = z.infer<typeof contentPageSchema>;
export const contentPageResponseSchema = z.object({ data: contentPageSchema });
export const contentPageQuerySchema = z.object({ include: z.enum(['contents', 'coid']).optional() });
