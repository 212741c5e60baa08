import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { fakeFetch, json, testConfig } from '../testing/fakeFetch';

const point = {
  id: 5,
  type: 'store',
  attributes: {
    code: 'ST-0005',
    name: 'Орнамент, ТЦ «Мега»',
    address: 'г. Москва, ул. Ленина, д. 5, ТЦ «Мега»',
    city: 'Москва',
    'city-guid': '0c5b2444-70a0-4932-980c-b4dc0d3f02b5',
    lat: 55.75,
    lon: 37.62,
    'store-type': 'retail',
    'point-types': ['retail', 'trade_in'],
    phone: '+7 800 123-45-67',
    metro: 'Тверская',
    services: ['Гравировка'],
    'opening-hours': { '1': { open: '10:00', close: '22:00' }, '7': null },
    'is-on-map': true,
  },
};
const meta = { 'current-page': 2, 'page-count': 3, 'per-page': 20, 'total-count': 45 };

describe('shop map calls', () => {
  it('send the points filters the way the spec writes them', async () => {
    const fake = fakeFetch(() => json({ data: [point], meta }));
    const client = createApiClient(testConfig(fake.fetch));
    const answer = await client.shopMap.stores({
      cityGuid: point.attributes['city-guid'],
      pointTypes: ['retail', 'franchise', 'premium'],
      filterNames: ['Premium магазины', 'Флагманские магазины'],
      onMap: true,
      page: 2,
      bounds: [55.5, 37.3, 56, 37.9],
    });
    expect(answer.type === 'data' && answer.data.meta['current-page']).toBe(2);
    const url = new URL(fake.last().url);
    expect(url.pathname).toBe('/api/sklv/v4/stores/');
    expect(url.searchParams.get('filter[point_type]')).toBe('retail,franchise,premium');
    expect(url.searchParams.get('filter[filtersName]')).toBe('Premium магазины,Флагманские магазины');
    expect(url.searchParams.get('filter[on_map]')).toBe('true');
    expect(url.searchParams.get('filter[bounds]')).toBe('55.5,37.3,56,37.9');
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.has('filter[text]')).toBe(false);
  });

  it('read a point, the counts, geocoding and the v5 city list', async () => {
    const fake = fakeFetch((url) => {
      if (url.includes('/count/')) return json({ data: { flagships: 1, partners: 2, retails: 3 } });
      if (url.includes('/geocode/')) return json({ data: [] });
      if (url.includes('/v5/store/')) return json({ data: [point] });
      return json({ data: { ...point, attributes: { ...point.attributes, work_time_holiday: [{ date: '2027-01-01', open: null, close: null, note: 'Новый год — выходной' }] } } });
    });
    const client = createApiClient(testConfig(fake.fetch));
    const detail = await client.shopMap.store(5);
    expect(detail.type === 'data' && detail.data.data.attributes.work_time_holiday[0]?.note).toBe('Новый год — выходной');
    expect(fake.last().url).toBe('http://api.test/api/sklv/v4/stores/5/');
    await client.shopMap.storesCount({ cityGuid: 'abc', addressProgramId: 1 });
    expect(fake.last().url).toBe('http://api.test/api/sklv/v4/stores/count/?city_guid=abc&address-program-id=1');
    await client.shopMap.geocode(' Москва ');
    expect(fake.last().url).toBe(`http://api.test/api/sklv/v4/geocode/?lang=ru&geocode=${encodeURIComponent('Москва')}`);
    const list = await client.shopMap.cityStores('abc');
    expect(list.type === 'data' && list.data.data).toHaveLength(1);
  });
});
