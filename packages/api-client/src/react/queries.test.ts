import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { fakeFetch, json, testConfig } from '../testing/fakeFetch';
import { listing } from '../testing/fixtures';
import { catalogQueries, contentQueries, geoQueries, handbookQueries } from './queries';

const client = createApiClient(testConfig(fakeFetch().fetch));

describe('query keys', () => {
  it('are equal for equal arguments and differ when any argument differs', () => {
    const a = catalogQueries.listing(client, '/jewelry-catalog/', { page: 1, sort: 'new_up' }).queryKey;
    const b = catalogQueries.listing(client, 'jewelry-catalog/', { sort: 'new_up', page: 1 }).queryKey;
    expect(a).toEqual(['catalog', 'listing', '/jewelry-catalog/', { page: 1, sort: 'new_up' }]);
    expect(b).toEqual(a); // the same catalogue URL however it was written
    expect(catalogQueries.listing(client, '/jewelry-catalog', { page: 1, sort: 'new_up' }).queryKey).not.toEqual(a);
    expect(catalogQueries.listing(client, '/jewelry-catalog/', { page: 2 }).queryKey).not.toEqual(a);
    expect(catalogQueries.filters(client, '/jewelry-catalog/').queryKey).toEqual(['catalog', 'filters', '/jewelry-catalog/', {}]);
    expect(catalogQueries.products(client, ['a', 'b']).queryKey).toEqual(['catalog', 'products', ['a', 'b']]);
    expect(catalogQueries.product(client, 7).queryKey).toEqual(catalogQueries.product(client, '7').queryKey);
    expect(contentQueries.menu(client).queryKey).toEqual(['content', 'menu']);
    expect(geoQueries.cityByName(client, ' Моск ', ['RU']).queryKey).toEqual(['geo', 'cityByName', 'Моск', ['RU']]);
    expect(handbookQueries.currencyRates(client).queryKey).toEqual(['handbooks', 'currencyRates']);
  });

  it('share a prefix per group, for invalidation', () => {
    const key = catalogQueries.sizes(client, '01-0001', { stores: true }).queryKey;
    expect(key.slice(0, 1)).toEqual(catalogQueries.all());
  });
});

describe('query defaults (spec 1 §4, §9)', () => {
  it('keeps unused data 60 s', () => {
    for (const options of [
      catalogQueries.listing(client, '/x/'),
      catalogQueries.prices(client, ['a']),
      contentQueries.area(client, 'gia'),
      geoQueries.locationCheck(client),
      handbookQueries.deliveryInfo(client),
    ]) {
      expect(options.gcTime).toBe(60_000);
    }
  });
  it('treats the menu as fresh for 1800 s and currency rates for 6 h', () => {
    expect(contentQueries.menu(client).staleTime).toBe(1_800_000);
    expect(handbookQueries.currencyRates(client).staleTime).toBe(21_600_000);
  });
  it('does not run searches or lookups without input', () => {
    expect(geoQueries.cityByName(client, '  ').enabled).toBe(false);
    expect(catalogQueries.products(client, []).enabled).toBe(false);
    expect(catalogQueries.products(client, ['a']).enabled).toBe(true);
  });
});

describe('query functions', () => {
  it('resolve to the call data, headers already folded in', async () => {
    const fake = fakeFetch(() => json(listing, { headers: { 'x-product-count': '9' } }));
    const queryClient = new QueryClient();
    const data = await queryClient.fetchQuery(catalogQueries.listing(createApiClient(testConfig(fake.fetch)), '/jewelry-catalog/'));
    expect(data.productCount).toBe(9);
    expect(data.meta['total-count']).toBe(41);
    expect(fake.last().init.signal).toBeInstanceOf(AbortSignal);
  });

  it('reject a redirect as a redirect error carrying the target', async () => {
    const fake = fakeFetch(() => json({ to: '/jewelry-catalog/' }, { status: 404 }));
    const queryClient = new QueryClient();
    const query = catalogQueries.listing(createApiClient(testConfig(fake.fetch)), '/old/');
    await expect(queryClient.fetchQuery(query)).rejects.toMatchObject({ kind: 'redirect', to: '/jewelry-catalog/' });
  });
});
