import { z } from 'zod';
import { limits, reviewPhotoTypes } from '@ornament/domain';
import { pageMetaSchema, pageNumberSchema } from '../common/paging';
import { commentPhotoSchema, reviewArticleSchema } from './comments';

/** GET comments-files/?article=&per-page=99: the photos of a product's published reviews, newest first. */
export const commentFilesQuerySchema = z.object({
  article: reviewArticleSchema,
  page: pageNumberSchema.default(1),
  'per-page': z.coerce.number().int().min(1).max(limits.commentMediaPageSize).default(limits.commentMediaPageSize),
});
type CommentFilesQueryOutput = z.output<typeof commentFilesQuerySchema>;
export type CommentFilesQuery = Pick<CommentFilesQueryOutput, 'article'> & Partial<Omit<CommentFilesQueryOutput, 'article'>>;

export const commentFileSchema = commentPhotoSchema.extend({ comment_id: z.number().int() });
export type CommentFile = z.infer<typeof commentFileSchema>;
export const commentFilesResponseSchema = z.object({ data: z.array(commentFileSchema), meta: pageMetaSchema });
export type CommentFilesResponse = z.infer<typeof commentFilesResponseSchema>;

/** POST file-upload (multipart, field `file`): the stored photo, not yet part of a review. */
export const uploadedFileSchema = commentPhotoSchema.extend({ mime: z.enum(reviewPhotoTypes), size: z.number().int() });
export type UploadedFile = z.infer<typeof uploadedFileSchema>;
export const fileUploadResponseSchema = z.object({ data: uploadedFileSchema });
export type FileUploadResponse = z.infer<typeof fileUploadResponseSchema>;

/** POST file-delete: only the session user's own photo that no review holds yet. */
export const fileDeleteBodySchema = z.object({ data: z.object({ type: z.literal('CommentFile'), id: z.number().int().min(1).max(2_147_483_647) }) });
export type FileDeleteBody = z.input<typeof fileDeleteBodySchema>;
export const fileDeleteResponseSchema = z.object({ data: z.object({ id: z.number().int(), deleted: z.literal(true) }) });
export type FileDeleteResponse = z.infer<typeof fileDeleteResponseSchema>;

/** A stored photo's key: random hex and the extension of its checked type. */
export const storedFileParamsSchema = z.object({ key: z.string().regex(/^[a-f0-9]{32}\.(jpg|png|webp)$/) });
