// Reading reviews: the seeded comments agree with the products' rating read model; pages of 5,
// newest first; one comment; the comment summary; unknown or malformed input is a JSON:API 4xx.
import { paths, type CommentsResponse } from '@ornament/api-contract';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productComments, products } from '../../src/db/schema';
import { buildReviewsApp, type ReviewsTestApp } from './reviewsApp';

let t: ReviewsTestApp;
let article: string;
let urlCode: string;
let ratingCount: number;

beforeAll(async () => {
  t = await buildReviewsApp();
  const [top] = await t.db
    .select({ article: products.article, urlCode: products.urlCode, count: products.ratingCount })
    .from(products)
    .orderBy(desc(products.ratingCount), products.id)
    .limit(1);
  article = top!.article;
  urlCode = top!.urlCode;
  ratingCount = top!.count;
});
afterAll(() => t.close());

describe('seeded reviews', () => {
  it('keep products.rating and rating_count equal to the published comments', async () => {
    const mismatches = await t.db.execute(sql`
      select p.article from products p
      left join (select article, count(*)::int n, avg(rating)::float8 a from product_comments where status = 'published' group by article) c on c.article = p.article
      where p.rating_count <> coalesce(c.n, 0) or abs(p.rating - coalesce(c.a, 0)) > 0.01`);
    expect((mismatches as unknown as { rows: unknown[] }).rows).toHaveLength(0);
    expect(ratingCount).toBeGreaterThan(5);
  });
});

describe('GET comments/', () => {
  it('pages by 5 by default, newest first, with votes and no vote status for a guest', async () => {
    const response = await t.app.inject({ url: `${paths.comments}?article=${article}` });
    expect(response.statusCode).toBe(200);
    const body = response.json<CommentsResponse>();
    expect(body.data).toHaveLength(5);
    expect(body.meta).toEqual({ 'current-page': 1, 'page-count': Math.ceil(ratingCount / 5), 'per-page': 5, 'total-count': ratingCount });
    const dates = body.data.map((c) => c.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const comment of body.data) {
      expect(comment).toMatchObject({ article, vote_status: null, photos: [] });
      expect(comment.rating).toBeGreaterThanOrEqual(1);
      expect(comment.text.length).toBeGreaterThan(10);
    }
  });

  it('serves the next page without overlap and honours page-size', async () => {
    const first = (await t.app.inject({ url: `${paths.comments}?article=${article}&page-size=2` })).json<CommentsResponse>();
    const second = (await t.app.inject({ url: `${paths.comments}?article=${article}&page=2&page-size=2` })).json<CommentsResponse>();
    expect(second.meta['current-page']).toBe(2);
    expect(second.data.map((c) => c.id)).not.toContain(first.data[0]!.id);
  });

  it('answers 404 for an unknown product and 400 with a pointer for bad paging', async () => {
    const unknown = await t.app.inject({ url: `${paths.comments}?article=0000000` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0]).toMatchObject({ status: '404', detail: 'Товар не найден' });
    const badPage = await t.app.inject({ url: `${paths.comments}?article=${article}&page=0` });
    expect(badPage.statusCode).toBe(400);
    expect(badPage.json().errors[0].source).toMatchObject({ parameter: 'page' });
    const hugeSize = await t.app.inject({ url: `${paths.comments}?article=${article}&page-size=1000` });
    expect(hugeSize.statusCode).toBe(400);
    const noArticle = await t.app.inject({ url: paths.comments });
    expect(noArticle.statusCode).toBe(400);
    const junkArticle = await t.app.inject({ url: `${paths.comments}?article=${encodeURIComponent('../etc')}` });
    expect(junkArticle.statusCode).toBe(400);
  });
});

describe('GET comment/{id}/', () => {
  it('answers one published comment and 404 for an unknown or non-numeric id', async () => {
    const [row] = await t.db.select({ id: productComments.id }).from(productComments).where(eq(productComments.article, article)).limit(1);
    const found = await t.app.inject({ url: paths.comment(row!.id) });
    expect(found.statusCode).toBe(200);
    expect(found.json().data).toMatchObject({ id: row!.id, article });
    expect((await t.app.inject({ url: paths.comment(99_999_999) })).statusCode).toBe(404);
    expect((await t.app.inject({ url: paths.comment('abc') })).statusCode).toBe(400);
  });
});

describe('review permalinks (comment/{id}/)', () => {
  it('S2.7.13: answers a review beyond the first page with its article, so a page can check whose it is', async () => {
    const [sixth] = await t.db
      .select({ id: productComments.id })
      .from(productComments)
      .where(eq(productComments.article, article))
      .orderBy(desc(productComments.createdAt), desc(productComments.id))
      .offset(5)
      .limit(1);
    const firstPage = (await t.app.inject({ url: `${paths.comments}?article=${article}` })).json() as CommentsResponse;
    expect(firstPage.data.map((c) => c.id)).not.toContain(sixth!.id);
    const response = await t.app.inject({ url: paths.comment(sixth!.id) });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: sixth!.id, article });
  });

  it('S2.7.13: an unknown id is a JSON:API 404 and a malformed one a 400, never a 500', async () => {
    const unknown = await t.app.inject({ url: paths.comment(2_147_483_647) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0]).toMatchObject({ status: '404' });
    for (const bad of ['0', '-3', '2147483648', '1.5']) {
      const res = await t.app.inject({ url: paths.comment(bad) });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().errors[0].status).toBe('400');
    }
  });
});

describe('GET products/comment-info/', () => {
  it('gives each product its count and rating, in the order asked, skipping unknown codes', async () => {
    const response = await t.app.inject({ url: `${paths.commentInfo}?url_codes=no-such-code,${urlCode}` });
    expect(response.statusCode).toBe(200);
    const [info] = response.json().data;
    expect(info).toMatchObject({ article, url_code: urlCode, sum_comments: ratingCount });
    expect(info.rating).toBe(Math.round(info.rating_float));
    expect((await t.app.inject({ url: `${paths.commentInfo}?url_codes=` })).statusCode).toBe(400);
  });

  it('S1.7.6 is at the spec’s path, and still at the one clients built before asked', async () => {
    expect(paths.commentInfo).toBe('/api/sklv/v5/products/comment-info/');
    const legacy = await t.app.inject({ url: `${paths.legacyCommentInfo}?url_codes=${urlCode}` });
    expect(legacy.statusCode).toBe(200);
    expect(legacy.json().data[0]).toMatchObject({ url_code: urlCode });
  });
});
