// Reading reviews: a page of a product's published comments with their photos and the session
// user's votes, one comment, and the photo strip. Newest first; ties broken by id.
import { paths, type Comment, type CommentFile, type CommentPhoto } from '@ornament/api-contract';
import { and, asc, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { commentFiles, commentVotes, productComments, products } from '../../db/schema';

const published = eq(productComments.status, 'published');

const commentColumns = {
  id: productComments.id,
  article: productComments.article,
  author: productComments.authorName,
  rating: productComments.rating,
  text: productComments.text,
  advantages: productComments.advantages,
  disadvantages: productComments.disadvantages,
  createdAt: productComments.createdAt,
  like: productComments.likes,
  dislike: productComments.dislikes,
};
interface CommentRow {
  id: number;
  article: string;
  author: string;
  rating: number;
  text: string;
  advantages: string | null;
  disadvantages: string | null;
  createdAt: Date;
  like: number;
  dislike: number;
  vote: number | null;
}

function voteColumn(userId: string | null) {
  if (userId === null) return sql<number | null>`null::smallint`;
  return sql<number | null>`(select ${commentVotes.vote} from ${commentVotes} where ${commentVotes.commentId} = ${productComments.id} and ${commentVotes.userId} = ${userId})`;
}

export function voteStatusOf(vote: number | null): Comment['vote_status'] {
  return vote === 1 ? 'like' : vote === -1 ? 'dislike' : null;
}

function photoOf(row: { id: number; storageKey: string; width: number | null; height: number | null }): CommentPhoto {
  return { id: row.id, url: paths.commentPhoto(row.storageKey), width: row.width, height: row.height };
}

async function photosByComment(db: Db, ids: number[]): Promise<Map<number, CommentPhoto[]>> {
  const byComment = new Map<number, CommentPhoto[]>();
  if (ids.length === 0) return byComment;
  const rows = await db
    .select({ id: commentFiles.id, commentId: commentFiles.commentId, storageKey: commentFiles.storageKey, width: commentFiles.width, height: commentFiles.height })
    .from(commentFiles)
    .where(inArray(commentFiles.commentId, ids))
    .orderBy(asc(commentFiles.id));
  for (const row of rows) {
    if (row.commentId === null) continue;
    const list = byComment.get(row.commentId) ?? [];
    list.push(photoOf(row));
    byComment.set(row.commentId, list);
  }
  return byComment;
}

function toComment(row: CommentRow, photos: CommentPhoto[]): Comment {
  const { createdAt, vote, ...rest } = row;
  return { ...rest, date: createdAt.toISOString(), photos, vote_status: voteStatusOf(vote) };
}

async function withPhotos(db: Db, rows: CommentRow[]): Promise<Comment[]> {
  const photos = await photosByComment(db, rows.map((row) => row.id));
  return rows.map((row) => toComment(row, photos.get(row.id) ?? []));
}

export async function productExists(db: Db, article: string): Promise<boolean> {
  const rows = await db.select({ id: products.id }).from(products).where(eq(products.article, article)).limit(1);
  return rows.length > 0;
}

export async function commentsPage(db: Db, article: string, page: number, size: number, userId: string | null): Promise<{ comments: Comment[]; total: number }> {
  const where = and(eq(productComments.article, article), published);
  const [rows, [totals]] = await Promise.all([
    db
      .select({ ...commentColumns, vote: voteColumn(userId) })
      .from(productComments)
      .where(where)
      .orderBy(desc(productComments.createdAt), desc(productComments.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(productComments).where(where),
  ]);
  return { comments: await withPhotos(db, rows), total: totals?.n ?? 0 };
}

export async function commentById(db: Db, id: number, userId: string | null): Promise<Comment | null> {
  const rows = await db
    .select({ ...commentColumns, vote: voteColumn(userId) })
    .from(productComments)
    .where(and(eq(productComments.id, id), published))
    .limit(1);
  const [comment] = await withPhotos(db, rows);
  return comment ?? null;
}

export async function commentFilesPage(db: Db, article: string, page: number, perPage: number): Promise<{ files: CommentFile[]; total: number }> {
  const where = and(eq(productComments.article, article), published, isNotNull(commentFiles.commentId));
  const [rows, [totals]] = await Promise.all([
    db
      .select({ id: commentFiles.id, commentId: commentFiles.commentId, storageKey: commentFiles.storageKey, width: commentFiles.width, height: commentFiles.height })
      .from(commentFiles)
      .innerJoin(productComments, eq(productComments.id, commentFiles.commentId))
      .where(where)
      .orderBy(desc(productComments.createdAt), asc(commentFiles.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(commentFiles).innerJoin(productComments, eq(productComments.id, commentFiles.commentId)).where(where),
  ]);
  return { files: rows.map((row) => ({ ...photoOf(row), comment_id: row.commentId ?? 0 })), total: totals?.n ?? 0 };
}
