// Votes (CommentVoting): one per user per comment; the same vote twice counts once; changing moves
// the count; 'none' withdraws; the vote status comes back with the list; bad bodies are 4xx.
import { paths, type CommentsResponse } from '@ornament/api-contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentVotes, productComments } from '../../src/db/schema';
import { buildReviewsApp, sessionCookieOf, type ReviewsTestApp } from './reviewsApp';

let t: ReviewsTestApp;
let commentId: number;
let article: string;
let start: { likes: number; dislikes: number };

beforeAll(async () => {
  t = await buildReviewsApp();
  const [row] = await t.db.select().from(productComments).orderBy(desc(productComments.createdAt)).limit(1);
  commentId = row!.id;
  article = row!.article;
  start = { likes: row!.likes, dislikes: row!.dislikes };
});
afterAll(() => t.close());

const vote = (choice: string, cookie?: string, id: unknown = commentId) =>
  t.app.inject({
    method: 'POST',
    url: paths.commentVote,
    payload: { data: { type: 'CommentVoting', attributes: { 'comment-id': id, vote: choice } } },
    headers: cookie ? { cookie } : {},
  });

describe('POST comment-voting/', () => {
  it('counts a like once however often it is sent, and shows the vote in the list', async () => {
    const first = await vote('like');
    expect(first.statusCode).toBe(200);
    const cookie = sessionCookieOf(first);
    expect(first.json().data).toEqual({ 'comment-id': commentId, like: start.likes + 1, dislike: start.dislikes, vote_status: 'like' });
    const again = await vote('like', cookie);
    expect(again.json().data).toMatchObject({ like: start.likes + 1, vote_status: 'like' });
    expect(await t.db.select().from(commentVotes).where(eq(commentVotes.commentId, commentId))).toHaveLength(1);

    const list = (await t.app.inject({ url: `${paths.comments}?article=${article}`, headers: { cookie } })).json<CommentsResponse>();
    expect(list.data.find((c) => c.id === commentId)).toMatchObject({ like: start.likes + 1, vote_status: 'like' });
    const asGuest = (await t.app.inject({ url: `${paths.comments}?article=${article}` })).json<CommentsResponse>();
    expect(asGuest.data.find((c) => c.id === commentId)?.vote_status).toBeNull();

    const changed = await vote('dislike', cookie);
    expect(changed.json().data).toMatchObject({ like: start.likes, dislike: start.dislikes + 1, vote_status: 'dislike' });
    const withdrawn = await vote('none', cookie);
    expect(withdrawn.json().data).toMatchObject({ like: start.likes, dislike: start.dislikes, vote_status: null });
    expect(await t.db.select().from(commentVotes).where(eq(commentVotes.commentId, commentId))).toHaveLength(0);
  });

  it('counts two shoppers separately', async () => {
    const a = await vote('like');
    const b = await vote('like');
    expect(b.json().data.like).toBe(start.likes + 2);
    await vote('none', sessionCookieOf(a));
    await vote('none', sessionCookieOf(b));
  });

  it('answers 404 for an unknown comment and 400 for a bad body', async () => {
    const unknown = await vote('like', undefined, 99_999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0]).toMatchObject({ detail: 'Отзыв не найден', source: { pointer: '/data/attributes/comment-id' } });
    expect((await vote('love')).statusCode).toBe(400);
    expect((await vote('like', undefined, 'x')).statusCode).toBe(400);
    const wrongType = await t.app.inject({ method: 'POST', url: paths.commentVote, payload: { data: { type: 'Vote', attributes: { 'comment-id': commentId, vote: 'like' } } } });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().errors[0].source.pointer).toBe('/data/type');
  });

  it('refuses a browser call from a foreign origin', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: paths.commentVote,
      headers: { origin: 'https://evil.example' },
      payload: { data: { type: 'CommentVoting', attributes: { 'comment-id': commentId, vote: 'like' } } },
    });
    expect(response.statusCode).toBe(403);
  });
});
