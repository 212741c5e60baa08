import { saleLabelResponseSchema } from '@ornament/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../helpers/build';
import { seedFixtures } from '../helpers/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: seedFixtures });
});
afterAll(async () => t?.close());

const get = (query: string) => t.app.inject({ method: 'GET', url: `/api/sklv/v5/products/sale-label/?${query}` });

describe('GET products/sale-label/', () => {
  it('labels a discounted product with its percentage', async () => {
    const response = await get('url_code=ring-gold-1');
    expect(response.statusCode).toBe(200);
    const body = saleLabelResponseSchema.parse(response.json());
    expect(body.data).toEqual({ sticker_text: '−33%', sticker_background_color: '#B0122B', sticker_description: 'Скидка 33% от прежней цены' });
  });

  it('answers null data for a full-price product and 404 for an unknown one', async () => {
    expect((await get('url_code=ring-silver-2')).json()).toEqual({ data: null });
    expect((await get('url_code=no-such')).statusCode).toBe(404);
  });

  it.each(['', 'url_code=', 'url_code=BAD%20CODE'])('answers %j with 400', async (query) => {
    const response = await get(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].source.pointer).toBe('/query/url_code');
  });
});
