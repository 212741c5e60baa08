import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { fakeFetch, json, testConfig } from '../testing/fakeFetch';

const address = {
  id: 7,
  country_fias_id: 'c',
  region_fias_id: 'r',
  city_fias_id: 'g',
  address: 'г. Москва, ул. Тверская, д. 1',
  region: 'Москва',
  city: 'Москва',
  street: 'ул. Тверская',
  house: '1',
  apartment: '',
  floor: '',
  porch: '',
  intercom: '',
};

describe('delivery address calls', () => {
  it('create posts the body, update puts it, delete names the id in the query', async () => {
    const fake = fakeFetch((url, init) => json(init.method === 'DELETE' || init.method === undefined ? { data: [address], meta: { limit: 20 } } : { data: address }));
    const client = createApiClient(testConfig(fake.fetch));
    const body = { country_fias_id: 'c', region_fias_id: 'r', city_fias_id: 'g', street: 'ул. Тверская', house: '1' };
    await client.delivery.createAddress(body);
    expect(fake.last().url).toBe('http://api.test/api/sklv/v3/delivery-address/create/');
    expect(fake.last().init.method).toBe('POST');
    expect(JSON.parse(String(fake.last().init.body))).toEqual(body);
    await client.delivery.updateAddress({ ...body, id: 7 });
    expect(fake.last().init.method).toBe('PUT');
    expect(fake.last().url).toBe('http://api.test/api/sklv/v3/delivery-address/update/');
    const left = await client.delivery.deleteAddress(7);
    expect(fake.last().url).toBe('http://api.test/api/sklv/v3/delivery-address/delete/?id=7');
    expect(left.type === 'data' && left.data.data).toHaveLength(1);
  });
});

describe('offers service delivery calls', () => {
  it('points send the filters as filter[...] parameters, flags as Y/N, bounds as south,west,north,east', async () => {
    const fake = fakeFetch(() => json({ data: [], meta: {} }));
    const client = createApiClient(testConfig(fake.fetch));
    await client.delivery
      .points({
        bounds: { south: 55.5, west: 37.3, north: 55.9, east: 37.9 },
        pointTypes: ['pvz'],
        pvzTypes: ['pvz', 'postamat'],
        partialRedemption: true,
        returnOption: false,
        offers: [{ article: 'A-1', size: '17' }],
      })
      .catch(() => undefined);
    expect(decodeURIComponent(fake.last().url)).toBe(
      'http://api.test/api/serviceOffer/v1/offer/points/?filter[bounds]=55.5,37.3,55.9,37.9&filter[point_type]=pvz&filter[pvz_types]=pvz,postamat&filter[partial_redemption]=Y&filter[return_option]=N&filter[offer]=A-1#17',
    );
    expect(fake.last().url).toContain('filter[offer]=A-1%2317');
  });

  it('clusters, point data, sizes and terms read their paths', async () => {
    const fake = fakeFetch(() => json({ data: [], meta: {} }));
    const client = createApiClient(testConfig(fake.fetch));
    await client.delivery.pointsCluster({ bounds: { south: 1, west: 2, north: 3, east: 4 }, zoom: 10 }).catch(() => undefined);
    expect(decodeURIComponent(fake.last().url)).toBe('http://api.test/api/serviceOffer/v1/offer/points-cluster/?filter[bounds]=1,2,3,4&filter[zoom]=10');
    await client.delivery.pointData('pvz-CDEK-0C5B2444-01').catch(() => undefined);
    expect(decodeURIComponent(fake.last().url)).toBe('http://api.test/api/serviceOffer/v1/offer/data/?filter[point]=pvz-CDEK-0C5B2444-01');
    await client.delivery.sizes('ring-gold-1').catch(() => undefined);
    expect(fake.last().url).toBe('http://api.test/api/serviceOffer/v1/offer/sizes/ring-gold-1/');
    await client.delivery.terms().catch(() => undefined);
    expect(fake.last().url).toBe('http://api.test/api/serviceOffer/v1/delivery-terms');
    expect(fake.last().headers['x-city-uuid']).toBe('0c5b2444-70a0-4932-980c-b4dc0d3f02b5');
  });
});
