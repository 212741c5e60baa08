// Writing reviews. Each change runs in one transaction with the rows it depends on locked, so the
// counters (products.rating / rating_count, a comment's likes / dislikes) never drift from the rows.
import { reviewMessages } from '@ornament/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { type CommentStatus, commentFiles, commentVotes, productComments, products } from '../../db/schema';
import { HttpError } from '../../plugins/httpError';
import { completeTask } from '../loyalty/completeTask';
import type { Storefront } from '../loyalty/storefront';

export const reviewErrorCodes = {
  alreadyReviewed: 'already_reviewed',
  photoNotFound: 'photo_not_found',
} as const;

export interface NewComment {
  article: string;
  userId: string;
  authorName: string;
  rating: number;
  text: string;
  advantages: string | null;
  disadvantages: string | null;
  fileIds: number[];
  status: CommentStatus;
  /** Where it was sent from: the ProductReview task it completes must be offered there. */
  storefront?: Storefront;
}

/** The product's read model of its published reviews (the listing sorts and cards show it). */
export async function syncProductRating(db: Db, article: string): Promise<void> {
  await db.execute(sql`
    update ${products} set
      rating = coalesce(s.average, 0),
      rating_count = s.n
    from (
      select round(avg(${productComments.rating})::numeric, 2)::float8 as average, count(*)::int as n
      from ${productComments}
      where ${productComments.article} = ${article} and ${productComments.status} = 'published'
    ) s
    where ${products.article} = ${article}`);
}

/** Inserts the review with its photos; null when the product does not exist. */
export async function insertComment(db: Db, comment: NewComment): Promise<number | null> {
  return db.transaction(async (tx) => {
    // The product row lock serialises reviews of one product, and so the rating update.
    const locked = await tx.select({ id: products.id }).from(products).where(eq(products.article, comment.article)).for('update');
    if (locked.length === 0) return null;
    const [existing] = await tx
      .select({ id: productComments.id })
      .from(productComments)
      .where(and(eq(productComments.article, comment.article), eq(productComments.userId, comment.userId)))
      .limit(1);
    if (existing) throw new HttpError(409, reviewErrorCodes.alreadyReviewed, reviewMessages.alreadyReviewed);
    const fileIds = [...new Set(comment.fileIds)];
    if (fileIds.length > 0) {
      const own = await tx
        .select({ id: commentFiles.id })
        .from(commentFiles)
        .where(and(inArray(commentFiles.id, fileIds), eq(commentFiles.userId, comment.userId), isNull(commentFiles.commentId)))
        .for('update');
      if (own.length !== fileIds.length) throw new HttpError(400, reviewErrorCodes.photoNotFound, reviewMessages.photoNotFound, '/data/attributes/files');
    }
    const [row] = await tx
      .insert(productComments)
      .values({
        article: comment.article,
        userId: comment.userId,
        authorName: comment.authorName,
        rating: comment.rating,
        text: comment.text,
        advantages: comment.advantages,
        disadvantages: comment.disadvantages,
        status: comment.status,
      })
      .returning({ id: productComments.id });
    const id = row!.id;
    if (fileIds.length > 0) await tx.update(commentFiles).set({ commentId: id }).where(inArray(commentFiles.id, fileIds));
    if (comment.status === 'published') await syncProductRating(tx, comment.article);
    // Issue 7: sending a review completes the ProductReview task (once; guests never).
    await completeTask(tx, comment.userId, 'ProductReview', `review:${id}`, new Date(), comment.storefront);
    return id;
  });
}

export type VoteChoice = 'like' | 'dislike' | 'none';
const voteValue: Record<VoteChoice, number> = { like: 1, dislike: -1, none: 0 };

export interface VoteResult {
  like: number;
  dislike: number;
  vote: number;
}

/** One vote per user per comment: the same vote again changes nothing, 'none' withdraws it. Null: no such comment. */
export async function castVote(db: Db, commentId: number, userId: string, choice: VoteChoice): Promise<VoteResult | null> {
  return db.transaction(async (tx) => {
    const [comment] = await tx
      .select({ likes: productComments.likes, dislikes: productComments.dislikes })
      .from(productComments)
      .where(and(eq(productComments.id, commentId), eq(productComments.status, 'published')))
      .for('update');
    if (!comment) return null;
    const [previous] = await tx
      .select({ vote: commentVotes.vote })
      .from(commentVotes)
      .where(and(eq(commentVotes.commentId, commentId), eq(commentVotes.userId, userId)));
    const before = previous?.vote ?? 0;
    const after = voteValue[choice];
    if (before === after) return { like: comment.likes, dislike: comment.dislikes, vote: after };
    if (after === 0) {
      await tx.delete(commentVotes).where(and(eq(commentVotes.commentId, commentId), eq(commentVotes.userId, userId)));
    } else {
      await tx
        .insert(commentVotes)
        .values({ commentId, userId, vote: after })
        .onConflictDoUpdate({ target: [commentVotes.commentId, commentVotes.userId], set: { vote: after, createdAt: new Date() } });
    }
    const likeDelta = Number(after === 1) - Number(before === 1);
    const dislikeDelta = Number(after === -1) - Number(before === -1);
    const [updated] = await tx
      .update(productComments)
      .set({ likes: sql`${productComments.likes} + ${likeDelta}`, dislikes: sql`${productComments.dislikes} + ${dislikeDelta}` })
      .where(eq(productComments.id, commentId))
      .returning({ like: productComments.likes, dislike: productComments.dislikes });
    return { like: updated!.like, dislike: updated!.dislike, vote: after };
  });
}
