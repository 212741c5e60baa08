import { z } from 'zod';
import { limits, reviewLimits, reviewMessages } from '@ornament/domain';
import { pageMetaSchema, pageNumberSchema } from '../common/paging';

/** An article as the catalogue writes it (digits, latin letters, dashes). */
export const reviewArticleSchema = z.string().trim().min(1).max(64).regex(/^[\w-]+$/);

export const voteStatuses = ['like', 'dislike'] as const;
export const voteStatusSchema = z.enum(voteStatuses);
export type VoteStatus = z.infer<typeof voteStatusSchema>;

/** A review photo as a list or a review shows it; `url` serves the stored file with its checked type. */
export const commentPhotoSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type CommentPhoto = z.infer<typeof commentPhotoSchema>;

/** Spec 2 §3 Comment: the review with its votes and the session user's own vote. */
export const commentSchema = z.object({
  id: z.number().int(),
  article: z.string(),
  author: z.string(),
  rating: z.number().int().min(reviewLimits.ratingMin).max(reviewLimits.ratingMax),
  text: z.string(),
  advantages: z.string().nullable(),
  disadvantages: z.string().nullable(),
  /** ISO 8601. */
  date: z.string(),
  photos: z.array(commentPhotoSchema),
  like: z.number().int(),
  dislike: z.number().int(),
  vote_status: voteStatusSchema.nullable(),
});
export type Comment = z.infer<typeof commentSchema>;

/** GET comments/?article=&page=&page-size= (spec 2 §9: 5 by default), newest first. */
export const commentsQuerySchema = z.object({
  article: reviewArticleSchema,
  page: pageNumberSchema.default(1),
  'page-size': z.coerce.number().int().min(1).max(50).default(limits.commentsPageSize),
});
type CommentsQueryOutput = z.output<typeof commentsQuerySchema>;
/** What a caller passes: the article, and paging when not the first page of 5. */
export type CommentsQuery = Pick<CommentsQueryOutput, 'article'> & Partial<Omit<CommentsQueryOutput, 'article'>>;

export const commentsResponseSchema = z.object({ data: z.array(commentSchema), meta: pageMetaSchema });
export type CommentsResponse = z.infer<typeof commentsResponseSchema>;

export const commentParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
export const commentResponseSchema = z.object({ data: commentSchema });
export type CommentResponse = z.infer<typeof commentResponseSchema>;

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => (value ? value : null));

/** POST catalog/product/{article}/comments/: the review, its rating and the ids of photos uploaded before. */
export const sendCommentBodySchema = z.object({
  data: z.object({
    type: z.literal('ProductComment'),
    attributes: z.object({
      rating: z.number(reviewMessages.ratingRange).int(reviewMessages.ratingRange).min(reviewLimits.ratingMin, reviewMessages.ratingRange).max(reviewLimits.ratingMax, reviewMessages.ratingRange),
      text: z
        .string(reviewMessages.textRequired)
        .trim()
        .min(1, reviewMessages.textRequired)
        .min(reviewLimits.textMinLength, reviewMessages.textTooShort)
        .max(reviewLimits.textMaxLength, reviewMessages.textTooLong),
      advantages: optionalText(reviewLimits.prosConsMaxLength, reviewMessages.prosConsTooLong),
      disadvantages: optionalText(reviewLimits.prosConsMaxLength, reviewMessages.prosConsTooLong),
      author_name: optionalText(reviewLimits.authorNameMaxLength, reviewMessages.authorNameTooLong),
      files: z.array(z.number().int().min(1)).max(reviewLimits.photosPerReview, reviewMessages.tooManyPhotos).default([]),
    }),
  }),
});
export type SendCommentBody = z.input<typeof sendCommentBodySchema>;
export type SendCommentAttributes = z.input<typeof sendCommentBodySchema>['data']['attributes'];

export const commentStatuses = ['published', 'moderation'] as const;
export const sendCommentResponseSchema = z.object({ data: commentSchema, meta: z.object({ status: z.enum(commentStatuses) }) });
export type SendCommentResponse = z.infer<typeof sendCommentResponseSchema>;
