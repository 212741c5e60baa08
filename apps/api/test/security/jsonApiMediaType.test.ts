// Issue 21: a JSON:API client sends `Content-Type: application/vnd.api+json`; every call that takes
// JSON takes it (it answered 415), and a malformed body of that type is a 400, never a 500.
import { paths } from '@ornament/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/db/schema';
import { type TestApp, buildTestApp } from '../helpers/build';

let t: TestApp;
let article = '';

beforeAll(async () => {
  t = await buildTestApp({ products: 20 });
  [{ article }] = (await t.db.select({ article: products.article }).from(products).limit(1)) as [{ article: string }];
});
afterAll(async () => t?.close());

describe('the JSON:API media type', () => {
  it('is accepted wherever JSON is: a favourite added with it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: paths.favorites,
      headers: { 'content-type': 'application/vnd.api+json' },
      payload: JSON.stringify({ data: { type: 'favorite', attributes: { article } } }),
    });
    expect(response.statusCode).toBeLessThan(300);
  });

  it('a malformed body of that type is a JSON:API 400', async () => {
    const response = await t.app.inject({ method: 'POST', url: paths.favorites, headers: { 'content-type': 'application/vnd.api+json' }, payload: '{"data": ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: [{ status: '400' }] });
  });
});
