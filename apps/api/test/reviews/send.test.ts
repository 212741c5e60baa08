// Sending a review: a signed-in shopper's is published at once with its photos, the product's rating
// read model updated in the same transaction; a guest's is refused (issue 19 finding 9); bad ratings,
// empty or short text, unknown photos and a second review are 4xx with the detail the form shows, and
// nothing is stored.
import { paths, type SendCommentResponse } from '@ornament/api-contract';
import { reviewMessages } from '@ornament/domain';
import { and, asc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productComments, products } from '../../src/db/schema';
import { signedInAccount } from '../profile/accounts';
import { buildReviewsApp, picture, upload, type ReviewsTestApp } from './reviewsApp';

let t: ReviewsTestApp;
let article: string;

beforeAll(async () => {
  t = await buildReviewsApp();
  const [row] = await t.db.select({ article: products.article }).from(products).where(gt(products.ratingCount, 1)).orderBy(asc(products.id)).limit(1);
  article = row!.article;
});
afterAll(() => t.close());

const text = 'Серьги красивые, носятся удобно, застёжка надёжная.';
const send = (attributes: Record<string, unknown>, cookie?: string, target = article) =>
  t.app.inject({
    method: 'POST',
    url: paths.productComments(target),
    payload: { data: { type: 'ProductComment', attributes } },
    headers: cookie ? { cookie } : {},
  });
const productOf = async () => (await t.db.select({ rating: products.rating, count: products.ratingCount }).from(products).where(eq(products.article, article)))[0]!;
const commentCount = async () => (await t.db.select().from(productComments).where(eq(productComments.article, article))).length;

describe('POST catalog/product/{article}/comments/', () => {
  it('publishes the review with its photo and updates the product rating', async () => {
    const before = await productOf();
    const { cookie } = await signedInAccount(t.app, t.db);
    const uploaded = await upload(t.app, await picture('png'), { cookie });
    expect(uploaded.statusCode).toBe(201);
    const photo = uploaded.json().data;

    const response = await send({ rating: 1, text, advantages: '  Красиво ', disadvantages: '', author_name: 'Анна', files: [photo.id] }, cookie);
    expect(response.statusCode).toBe(201);
    const body = response.json<SendCommentResponse>();
    expect(body.meta.status).toBe('published');
    expect(body.data).toMatchObject({ article, author: 'Анна', rating: 1, text, advantages: 'Красиво', disadvantages: null, like: 0, dislike: 0, vote_status: null });
    expect(body.data.photos).toEqual([{ id: photo.id, url: photo.url, width: 16, height: 16 }]);

    const after = await productOf();
    expect(after.count).toBe(before.count + 1);
    expect(after.rating).toBeCloseTo((before.rating * before.count + 1) / (before.count + 1), 1);

    const list = await t.app.inject({ url: `${paths.comments}?article=${article}` });
    expect(list.json().data[0].id).toBe(body.data.id);
    const files = await t.app.inject({ url: `${paths.commentsFiles}?article=${article}&per-page=99` });
    expect(files.json().data).toEqual([{ id: photo.id, comment_id: body.data.id, url: photo.url, width: 16, height: 16 }]);

    const second = await send({ rating: 5, text }, cookie);
    expect(second.statusCode).toBe(409);
    expect(second.json().errors[0].detail).toBe(reviewMessages.alreadyReviewed);
  });

  it('finding 19.9: refuses a guest’s review with 401 and the login detail, and stores nothing', async () => {
    const before = await commentCount();
    const uploaded = await upload(t.app, await picture('png'));
    const guestCookie = /^(sid=[^;]+)/.exec(String([uploaded.headers['set-cookie']].flat()[0]))![1]!;
    for (const cookie of [undefined, guestCookie]) {
      const response = await send({ rating: 5, text }, cookie);
      expect(response.statusCode).toBe(401);
      expect(response.json().errors[0]).toMatchObject({ status: '401', code: 'auth_required', detail: reviewMessages.loginToReview });
    }
    expect(await commentCount()).toBe(before);
  });

  it('names a shopper without a name "Покупатель" and refuses a photo that is not the sender’s', async () => {
    const other = await upload(t.app, await picture('jpeg'));
    const { cookie } = await signedInAccount(t.app, t.db);
    const stranger = await send({ rating: 5, text, files: [other.json().data.id] }, cookie);
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().errors[0]).toMatchObject({ detail: reviewMessages.photoNotFound, source: { pointer: '/data/attributes/files' } });
    const plain = await send({ rating: 4, text }, cookie);
    expect(plain.statusCode).toBe(201);
    expect(plain.json().data.author).toBe('Покупатель');
  });

  it.each([
    [{ rating: 0, text }, reviewMessages.ratingRange, '/data/attributes/rating'],
    [{ rating: 6, text }, reviewMessages.ratingRange, '/data/attributes/rating'],
    [{ rating: 4.5, text }, reviewMessages.ratingRange, '/data/attributes/rating'],
    [{ rating: 5, text: '' }, reviewMessages.textRequired, '/data/attributes/text'],
    [{ rating: 5, text: '     ' }, reviewMessages.textRequired, '/data/attributes/text'],
    [{ rating: 5, text: 'Норм' }, reviewMessages.textTooShort, '/data/attributes/text'],
    [{ rating: 5, text: 'Очень'.repeat(500) }, reviewMessages.textTooLong, '/data/attributes/text'],
    [{ rating: 5 }, reviewMessages.textRequired, '/data/attributes/text'],
    [{ rating: 5, text, advantages: 'а'.repeat(1001) }, reviewMessages.prosConsTooLong, '/data/attributes/advantages'],
    [{ rating: 5, text, files: Array.from({ length: 11 }, (_, i) => i + 1) }, reviewMessages.tooManyPhotos, '/data/attributes/files'],
  ])('refuses %j with its detail and stores nothing', async (attributes, detail, pointer) => {
    const before = await commentCount();
    const response = await send(attributes, (await signedInAccount(t.app, t.db)).cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ status: '400', detail, source: { pointer } });
    expect(await commentCount()).toBe(before);
  });

  it('answers 404 for an unknown product', async () => {
    const response = await send({ rating: 5, text }, (await signedInAccount(t.app, t.db)).cookie, '0000000');
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0].detail).toBe(reviewMessages.productNotFound);
    expect(await t.db.select().from(productComments).where(and(eq(productComments.article, '0000000')))).toHaveLength(0);
  });
});
