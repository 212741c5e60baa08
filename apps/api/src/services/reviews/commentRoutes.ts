// Reviews (spec 2 §7 "Reviews"): the list paged by 5, one review, the photo strip, the comment
// summary, votes (CommentVoting) and sending a review. Registered under services.catalog.
import {
  authErrorCodes,
  commentFilesQuerySchema,
  commentFilesResponseSchema,
  commentInfoResponseSchema,
  commentParamsSchema,
  commentResponseSchema,
  commentsQuerySchema,
  commentsResponseSchema,
  commentVoteBodySchema,
  commentVoteResponseSchema,
  paths,
  sendCommentBodySchema,
  sendCommentResponseSchema,
  urlCodesQuerySchema,
} from '@ornament/api-contract';
import { reviewMessages } from '@ornament/domain';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { users } from '../../db/schema';
import { HttpError } from '../../plugins/httpError';
import { storefrontOf } from '../loyalty/storefront';
import { commentInfoOf } from './commentInfo';
import { commentById, commentFilesPage, commentsPage, productExists, voteStatusOf } from './commentQueries';
import { castVote, insertComment } from './commentWrites';
import type { ReviewLimiters } from './limiters';
import { local } from './local';

const articleParams = z.object({ article: z.string().min(1).max(64).regex(/^[\w-]+$/) });

function pageMeta(page: number, perPage: number, total: number) {
  return { 'current-page': page, 'page-count': Math.ceil(total / perPage), 'per-page': perPage, 'total-count': total };
}

export const commentRoutes: FastifyPluginAsyncZod<{ limiters: ReviewLimiters }> = async (app, { limiters }) => {
  const requireProduct = async (article: string) => {
    if (!(await productExists(app.db, article))) throw HttpError.notFound(reviewMessages.productNotFound);
  };

  app.get(local(paths.comments), { schema: { querystring: commentsQuerySchema, response: { 200: commentsResponseSchema } } }, async (request) => {
    const { article, page, 'page-size': size } = request.query;
    await requireProduct(article);
    const user = await request.sessionUser();
    const { comments, total } = await commentsPage(app.db, article, page, size, user?.id ?? null);
    return { data: comments, meta: pageMeta(page, size, total) };
  });

  app.get(local(paths.comment(':id')), { schema: { params: commentParamsSchema, response: { 200: commentResponseSchema } } }, async (request) => {
    const user = await request.sessionUser();
    const comment = await commentById(app.db, request.params.id, user?.id ?? null);
    if (!comment) throw HttpError.notFound(reviewMessages.commentNotFound);
    return { data: comment };
  });

  app.get(local(paths.commentsFiles), { schema: { querystring: commentFilesQuerySchema, response: { 200: commentFilesResponseSchema } } }, async (request) => {
    const { article, page, 'per-page': perPage } = request.query;
    await requireProduct(article);
    const { files, total } = await commentFilesPage(app.db, article, page, perPage);
    return { data: files, meta: pageMeta(page, perPage, total) };
  });

  // The path clients built before comment-info moved to the spec's (commentInfoRoutes.ts) still ask.
  app.get(local(paths.legacyCommentInfo), { schema: { querystring: urlCodesQuerySchema, response: { 200: commentInfoResponseSchema } } }, async (request) => ({
    data: await commentInfoOf(app.db, request.query.url_codes),
  }));

  app.post(local(paths.commentVote), { schema: { body: commentVoteBodySchema, response: { 200: commentVoteResponseSchema } } }, async (request, reply) => {
    const { 'comment-id': commentId, vote } = request.body.data.attributes;
    const user = await request.ensureSessionUser(reply);
    await limiters.vote.check(request, user.id);
    const result = await castVote(app.db, commentId, user.id, vote);
    if (!result) throw new HttpError(404, 'not_found', reviewMessages.commentNotFound, '/data/attributes/comment-id');
    return { data: { 'comment-id': commentId, like: result.like, dislike: result.dislike, vote_status: voteStatusOf(result.vote) } };
  });

  app.post(
    local(paths.productComments(':article')),
    { schema: { params: articleParams, body: sendCommentBodySchema, response: { 201: sendCommentResponseSchema } } },
    async (request, reply) => {
      const { attributes } = request.body.data;
      // Issue 19 finding 9: a guest is one cookie-less request away, so a guest's review would let
      // anyone flood the ratings that sort the catalogue. Reviews come from signed-in shoppers.
      const user = await request.sessionUser();
      if (!user || user.isGuest) throw new HttpError(401, authErrorCodes.authRequired, reviewMessages.loginToReview);
      await limiters.send.check(request, user.id);
      const [profile] = await app.db.select({ name: users.name }).from(users).where(eq(users.id, user.id)).limit(1);
      // New reviews are published at once (no moderation queue yet); the status says which it was.
      const id = await insertComment(app.db, {
        article: request.params.article,
        userId: user.id,
        authorName: profile?.name?.trim() || attributes.author_name || reviewMessages.guestAuthor,
        rating: attributes.rating,
        text: attributes.text,
        advantages: attributes.advantages,
        disadvantages: attributes.disadvantages,
        fileIds: attributes.files,
        status: 'published',
        storefront: storefrontOf(request.headers),
      });
      if (id === null) throw HttpError.notFound(reviewMessages.productNotFound);
      const comment = await commentById(app.db, id, user.id);
      return reply.status(201).send({ data: comment!, meta: { status: 'published' as const } });
    },
  );
};
