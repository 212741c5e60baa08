import { z } from 'zod';
import { voteStatusSchema } from './comments';

/** POST comment vote (spec 2 §7): JSON:API body of type CommentVoting; `none` withdraws the vote. */
export const commentVoteBodySchema = z.object({
  data: z.object({
    type: z.literal('CommentVoting'),
    attributes: z.object({
      'comment-id': z.number().int().min(1).max(2_147_483_647),
      vote: z.enum(['like', 'dislike', 'none']),
    }),
  }),
});
export type CommentVoteBody = z.input<typeof commentVoteBodySchema>;
export type CommentVoteChoice = CommentVoteBody['data']['attributes']['vote'];

export const commentVoteResponseSchema = z.object({
  data: z.object({ 'comment-id': z.number().int(), like: z.number().int(), dislike: z.number().int(), vote_status: voteStatusSchema.nullable() }),
});
export type CommentVoteResponse = z.infer<typeof commentVoteResponseSchema>;
