import { createApiClient } from '@ornament/api-client';
import { fakeFetch, json, testConfig } from '@ornament/api-client/testing';
import type { StorePoint } from '@ornament/api-contract';
import { describe, expect, it } from 'vitest';
import { loadOtherStores, otherStoresOf } from './otherStores';

const city = '0c5b2444-70a0-4932-980c-b4dc0d3f02b5';
const point = (id: number): StorePoint => ({
  id,
  type: 'store',
  attributes: {
    code: `ST-${id}`, name: `Орнамент ${id}`, address: `ул. Ленина, д. ${id}`, city: 'Москва', 'city-guid': city, lat: 55.7, lon: 37.6,
    'store-type': 'retail', 'point-types': ['retail'], phone: null, metro: null, services: [], 'opening-hours': {}, 'is-on-map': true,
  },
});

describe('other stores of a point’s city', () => {
  it('S3.7.73: leaves the open point out and shows a few of the rest, counting them all', () => {
    const points = [1, 2, 3, 4, 5, 6, 7].map(point);
    const others = otherStoresOf(points, 3, 5);
    expect(others.count).toBe(6);
    expect(others.shown.map((p) => p.id)).toEqual([1, 2, 4, 5, 6]);
  });

  it('S3.7.73: reads every point of the city from v5 store/ (the storefront caller of that call)', async () => {
    const fake = fakeFetch(() => json({ data: [point(1), point(2)] }));
    const others = await loadOtherStores(createApiClient(testConfig(fake.fetch)), city, 1);
    expect(fake.last().url).toBe(`http://api.test/api/sklv/v5/store/?filter[city_guid]=${city}`);
    expect(others).toEqual({ count: 1, shown: [point(2)] });
  });

  it('S3.7.73: a failing list is no list, not a broken detail', async () => {
    const fake = fakeFetch(() => json({ errors: [{ status: '500', code: 'x', detail: 'x' }] }, { status: 500 }));
    expect(await loadOtherStores(createApiClient(testConfig(fake.fetch)), city, 1)).toBeNull();
  });
});
