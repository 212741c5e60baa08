// The reviews area (spec 3 §7, §9): products bought and not yet reviewed, and the reviews sent.
import { z } from 'zod';
import { pageMetaSchema, pageNumberSchema } from '../common/paging';

export const commentProductsQuerySchema = z.object({
  /** '1': bought in the last year only; '0' (default): any time. */
  'filter[last_year]': z.enum(['0', '1']).default('0'),
  'page-size': z.coerce.number().int().min(1).max(50).default(10),
  page: pageNumberSchema.default(1),
});

export const commentProductSchema = z.object({
  id: z.string(),
  type: z.literal('comment-product'),
  attributes: z.object({
    article: z.string(),
    'url-code': z.string(),
    name: z.string(),
    size: z.string(),
    'order-number': z.string(),
    /** ISO time the order was completed. */
    'bought-at': z.string(),
  }),
});
export type CommentProduct = z.infer<typeof commentProductSchema>;

export const commentProductsResponseSchema = z.object({ data: z.array(commentProductSchema), meta: pageMetaSchema });
export type CommentProductsResponse = z.infer<typeof commentProductsResponseSchema>;

export const sentCommentsQuerySchema = z.object({
  'page-size': z.coerce.number().int().min(1).max(50).default(50),
  page: pageNumberSchema.default(1),
});

export const sentCommentSchema = z.object({
  id: z.number().int(),
  type: z.literal('comment'),
  attributes: z.object({
    article: z.string(),
    /** Null when the product left the catalogue. */
    'url-code': z.string().nullable(),
    'product-name': z.string().nullable(),
    rating: z.number().int(),
    text: z.string(),
    status: z.enum(['published', 'moderation', 'rejected']),
    'created-at': z.string(),
  }),
});
export type SentComment = z.infer<typeof sentCommentSchema>;

export const sentCommentsResponseSchema = z.object({ data: z.array(sentCommentSchema), meta: pageMetaSchema });
export type SentCommentsResponse = z.infer<typeof sentCommentsResponseSchema>;
