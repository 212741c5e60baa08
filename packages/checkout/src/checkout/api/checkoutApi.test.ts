import { createApiClient } from '@ornament/api-client';
import { fakeFetch, json, testConfig } from '@ornament/api-client/testing';
import { describe, expect, it } from 'vitest';
import { noPointFilters } from '../logic/pointFilters';
import { checkoutApiOf } from './checkoutApi';

describe('S3.7.24 the checkout map’s offers-service calls', () => {
  it('S3.7.24: points ask for the nearest few in a chosen area; clusters and point data carry the filters and the region time zone', async () => {
    const fake = fakeFetch((url) =>
      json(url.includes('points-cluster') ? { data: [], meta: { zoom: 11, 'total-count': 0 } } : { data: [], meta: { 'total-count': 0, city_guid: null, bounds: null, currency: { code: 'RUB', symbol: '₽', text: 'руб.' }, timezone: 'UTC+3:00' } }),
    );
    const api = checkoutApiOf(createApiClient(testConfig(fake.fetch)));
    const city = '0c5b2444-70a0-4932-980c-b4dc0d3f02b5';
    const area = { south: 55.7, west: 37.5, north: 55.8, east: 37.7 };
    await api.points('pvz', city, noPointFilters, area);
    const points = new URL(fake.last().url);
    expect(points.searchParams.get('filter[bounds]')).toBe('55.7,37.5,55.8,37.7');
    expect(points.searchParams.get('filter[city]')).toBe(city);
    expect(points.searchParams.get('limit')).toBe('12');

    await api.clusters('pvz', city, { pvzTypes: ['postamat'], partialRedemption: false, returnOption: true }, area, 11);
    const clusters = new URL(fake.last().url);
    expect(clusters.pathname).toBe('/api/serviceOffer/v1/offer/points-cluster/');
    expect(Object.fromEntries(clusters.searchParams)).toEqual({
      'filter[city]': city,
      'filter[bounds]': '55.7,37.5,55.8,37.7',
      'filter[point_type]': 'pvz',
      'filter[pvz_types]': 'postamat',
      'filter[return_option]': 'Y',
      'filter[zoom]': '11',
    });
    expect(fake.last().headers['x-region-timezone']).toBe('UTC+3:00');
    expect(fake.last().init.cache).toBe('no-store');

    await api.pointData('pvz-CDEK-0C5B2444-01').catch(() => undefined);
    expect(decodeURIComponent(fake.last().url)).toBe('http://api.test/api/serviceOffer/v1/offer/data/?filter[point]=pvz-CDEK-0C5B2444-01');
    expect(fake.last().headers['x-region-timezone']).toBe('UTC+3:00');
  });
});
