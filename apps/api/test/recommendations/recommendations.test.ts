import { type RecommendationsResponse, recommendationsResponseSchema } from '@ornament/api-contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type TestApp, buildTestApp } from '../helpers/build';
import { seedFixtures } from '../helpers/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: seedFixtures });
});
afterAll(async () => t?.close());

const base = '/api/serviceCatalog/v2/recommendations';
async function get(url: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url: `${base}${url}`, headers });
  return { response, body: response.json() as RecommendationsResponse };
}
const articles = (body: RecommendationsResponse) => body.data.map((p) => p.article);

describe('personal-recommendations', () => {
  it('answers empty and logs the spec line when no filters are given', async () => {
    const info = vi.spyOn(t.app.log, 'info');
    const { response, body } = await get('/personal-recommendations/');
    expect(response.statusCode).toBe(200);
    expect(body).toEqual({ data: [], meta: { kind: 'personal', 'total-count': 0 } });
    expect(info.mock.calls.some((call) => call.includes("Can't fetch recommendations because no filters provided"))).toBe(true);
    info.mockRestore();
  });

  it('recommends the same top category within the looked-at price band, without what is listed', async () => {
    // Listed: A-1 (10 000, wedding ring). Band 7 000–13 000 → nothing else; a wider listing shows A-2.
    const narrow = await get(`/personal-recommendations/?filters=${encodeURIComponent('/jewelry-catalog/rings/wedding-rings/')}`);
    expect(recommendationsResponseSchema.parse(narrow.body)).toBeTruthy();
    expect(articles(narrow.body)).toEqual([]);
    const priced = await get(`/personal-recommendations/?filters=${encodeURIComponent('/jewelry-catalog/rings/wedding-rings/?price_max=25000')}`);
    // Listed A-1 (10 000) up to 25 000 asked: band 7 000–32 500; rings before earrings.
    expect(articles(priced.body)).toEqual(['A-2', 'A-3']);
  });

  it('excludes every listed product and puts the same category first', async () => {
    const { body } = await get(`/personal-recommendations/?filters=${encodeURIComponent('/jewelry-catalog/material-silver/')}`);
    // Silver pieces cost 20 000 and 40 000: band 14 000–52 000; gold A-3 (30 000) qualifies, A-1 (10 000) does not.
    expect(articles(body)).toEqual(['A-3']);
    expect(body.data.every((p) => p.material.code !== 'silver')).toBe(true);
  });

  it('answers an unknown catalogue URL with 404 and a bad query inside it with 400', async () => {
    const unknown = await get(`/personal-recommendations/?filters=${encodeURIComponent('/jewelry-catalog/colour-red/')}`);
    expect(unknown.response.statusCode).toBe(404);
    expect(unknown.response.json().errors[0]).toMatchObject({ code: 'url_invalid', source: { pointer: '/query/filters' } });
    const bad = await get(`/personal-recommendations/?filters=${encodeURIComponent('/jewelry-catalog/?sort=cheapest')}`);
    expect(bad.response.statusCode).toBe(400);
    expect(bad.response.json().errors[0].source.pointer).toBe('/query/filters');
  });
});

describe('alternatives/{id}', () => {
  it('gives the same category within ±30 %, never the product itself', async () => {
    // A-3 earrings 30 000: A-4 earrings cost 40 000, outside 21 000–39 000.
    expect(articles((await get('/alternatives/A-3/')).body)).toEqual([]);
    // A-4 at 40 000: band 28 000–52 000 holds A-3.
    const { response, body } = await get('/alternatives/earrings-silver-4/');
    expect(response.statusCode).toBe(200);
    expect(body.meta.kind).toBe('alternatives');
    expect(articles(body)).toEqual(['A-3']);
  });

  it('answers 404 for an unknown product', async () => {
    const { response } = await get('/alternatives/NO-SUCH/');
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0].status).toBe('404');
  });
});

describe('cross-sell/{id}', () => {
  it('offers the other categories of the section, same collection first, then same material', async () => {
    // A-2 (silver ring, collection classic): A-4 (silver earrings, classic) before A-3 (gold earrings).
    expect(articles((await get('/cross-sell/A-2/')).body)).toEqual(['A-4', 'A-3']);
    // A-1 (gold ring, no collection): gold earrings before silver ones.
    expect(articles((await get('/cross-sell/A-1/')).body)).toEqual(['A-3', 'A-4']);
  });

  it('S1.1.4 S2.4.12 the kt_reco_new test’s group b gets the new behaviour: in stock, then the bestsellers', async () => {
    const groupB = { 'x-ab-test-id': 'kt_reco_new', 'x-ab-group': 'b' };
    // A-2 (silver ring, collection classic): group a puts the same collection first, group b the
    // more popular and stocked A-3.
    expect(articles((await get('/cross-sell/A-2/', groupB)).body)).toEqual(['A-3', 'A-4']);
    expect(articles((await get('/cross-sell/A-2/', { 'x-ab-test-id': 'kt_reco_new', 'x-ab-group': 'a' })).body)).toEqual(['A-4', 'A-3']);
    // Another test's group b, and the diamond storefront, keep the usual behaviour.
    expect(articles((await get('/cross-sell/A-2/', { 'x-ab-test-id': 'other', 'x-ab-group': 'b' })).body)).toEqual(['A-4', 'A-3']);
    expect(articles((await get('/cross-sell/A-2/', { ...groupB, 'x-source': 'diamant' })).body)).toEqual([]);
  });

  it('keeps to the diamond brand for the diamond storefront and is deterministic', async () => {
    const diamant = await get('/cross-sell/A-1/', { 'x-source': 'diamant' });
    expect(diamant.response.statusCode).toBe(200);
    expect(articles(diamant.body)).toEqual([]);
    const again = await get('/cross-sell/A-1/');
    expect(articles(again.body)).toEqual(['A-3', 'A-4']);
  });
});
