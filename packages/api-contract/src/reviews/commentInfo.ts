import { z } from 'zod';

/** Spec 2 §3 Comment summary, per product: what listing cards and the product page show. */
export const commentInfoSchema = z.object({
  article: z.string(),
  url_code: z.string(),
  sum_comments: z.number().int(),
  /** Rounded to a whole star. */
  rating: z.number().int(),
  /** One decimal. */
  rating_float: z.number(),
});
export type CommentInfo = z.infer<typeof commentInfoSchema>;
export const commentInfoResponseSchema = z.object({ data: z.array(commentInfoSchema) });
export type CommentInfoResponse = z.infer<typeof commentInfoResponseSchema>;
