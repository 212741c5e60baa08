import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { fakeFetch, json, testConfig } from '../testing/fakeFetch';
import { product } from '../testing/fixtures';

const baseUrls = { catalog: 'http://catalog.test', main: 'http://main.test' };
const answer = { data: [product], meta: { kind: 'personal', 'total-count': 1 } };

describe('recommendation and sale-label calls', () => {
  it('personal-recommendations: the catalogue URL goes encoded in `filters`, on the catalogue host', async () => {
    const fake = fakeFetch(() => json(answer));
    const client = createApiClient(testConfig(fake.fetch, { baseUrls }));
    const response = await client.catalog.personalRecommendations('/jewelry-catalog/rings/?size=17');
    expect(fake.last().url).toBe(
      'http://catalog.test/api/serviceCatalog/v2/recommendations/personal-recommendations/?filters=%2Fjewelry-catalog%2Frings%2F%3Fsize%3D17',
    );
    expect(response.type === 'data' && response.data.data.map((p) => p.url_code)).toEqual([product.url_code]);
  });

  it('alternatives and cross-sell: the article in the path', async () => {
    const fake = fakeFetch(() => json({ ...answer, meta: { kind: 'alternatives', 'total-count': 1 } }));
    const client = createApiClient(testConfig(fake.fetch, { baseUrls }));
    await client.catalog.alternatives('A 1');
    expect(fake.last().url).toBe('http://catalog.test/api/serviceCatalog/v2/recommendations/alternatives/A%201/');
    await client.catalog.crossSell('A-1');
    expect(fake.last().url).toBe('http://catalog.test/api/serviceCatalog/v2/recommendations/cross-sell/A-1/');
  });

  it('sale-label: on the main service, null data passes through', async () => {
    const fake = fakeFetch(() => json({ data: null }));
    const client = createApiClient(testConfig(fake.fetch, { baseUrls }));
    const response = await client.catalog.saleLabel('ring-1');
    expect(fake.last().url).toBe('http://main.test/api/sklv/v5/products/sale-label/?url_code=ring-1');
    expect(response.type === 'data' && response.data.data).toBeNull();
  });
});
