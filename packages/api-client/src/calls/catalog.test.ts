import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { fakeFetch, json, testConfig } from '../testing/fakeFetch';
import { filters, listing, product } from '../testing/fixtures';

const baseUrls = { catalog: 'http://catalog.test' };

describe('catalog calls', () => {
  it('listing: catalogue path and query on the catalogue host, counts from the headers', async () => {
    const fake = fakeFetch(() => json(listing, { headers: { 'x-product-count': '1234', 'x-prefilter-list': 'material,insert' } }));
    const client = createApiClient(testConfig(fake.fetch, { baseUrls }));
    const response = await client.catalog.listing('/jewelry-catalog/rings/', { page: 2, per_page: 72, sort: 'new_up' });
    expect(fake.last().url).toBe(
      'http://catalog.test/api/serviceCatalog/v2/catalog/jewelry-catalog/rings/?page=2&per_page=72&sort=new_up',
    );
    expect(response.type === 'data' && response.data).toMatchObject({
      data: [{ url_code: product.url_code }],
      productCount: 1234,
      prefilterList: ['material', 'insert'],
    });
  });

  it('listing: falls back to the body total when the count header is missing or garbled', async () => {
    const headerSets: Record<string, string>[] = [{}, { 'x-product-count': 'lots' }, { 'x-product-count': '-3' }];
    for (const headers of headerSets) {
      const fake = fakeFetch(() => json(listing, { headers }));
      const response = await createApiClient(testConfig(fake.fetch)).catalog.listing('/jewelry-catalog/');
      expect(response.type === 'data' && response.data.productCount).toBe(41);
      expect(response.type === 'data' && response.data.prefilterList).toEqual([]);
    }
  });

  it('listing: a JSON array prefilter header is read too', async () => {
    const fake = fakeFetch(() => json(listing, { headers: { 'x-prefilter-list': '["a","b"]' } }));
    const response = await createApiClient(testConfig(fake.fetch)).catalog.listing('/jewelry-catalog/');
    expect(response.type === 'data' && response.data.prefilterList).toEqual(['a', 'b']);
  });

  it('listing: a redirect passes through', async () => {
    const fake = fakeFetch(() => json({ to: '/jewelry-catalog/rings/' }, { status: 404 }));
    const response = await createApiClient(testConfig(fake.fetch)).catalog.listing('/jewelry-catalog/ring/');
    expect(response).toMatchObject({ type: 'redirect', to: '/jewelry-catalog/rings/' });
  });

  it('S2.7.1: personalListing POSTs the list as url_code with X-Display-Section personal', async () => {
    const fake = fakeFetch(() => json(listing, { headers: { 'x-product-count': '2' } }));
    const response = await createApiClient(testConfig(fake.fetch)).catalog.personalListing('/', ['ring-1', 'ring-2'], { sort: 'new_up', page: 1 });
    expect(fake.last().url).toBe('http://api.test/api/serviceCatalog/v2/catalog/?sort=new_up&page=1');
    expect(fake.last().init.method).toBe('POST');
    expect(JSON.parse(String(fake.last().init.body))).toEqual({ url_code: ['ring-1', 'ring-2'] });
    expect(fake.last().headers).toMatchObject({ 'x-display-section': 'personal' });
    expect(response.type === 'data' && response.data.productCount).toBe(2);
  });

  it('S2.7.2: personalFilters POSTs the list to the filters path; filtersLink asks generate-link', async () => {
    const fake = fakeFetch((url) => (url.includes('generate-link') ? json({ data: { link: '/jewelry-catalog/rings/' } }) : json(filters)));
    const client = createApiClient(testConfig(fake.fetch));
    await client.catalog.personalFilters('/jewelry-catalog/', ['ring-1']);
    expect(fake.last()).toMatchObject({ url: 'http://api.test/api/serviceCatalog/v2/filters/jewelry-catalog/', init: { method: 'POST' } });
    expect(fake.last().headers).toMatchObject({ 'x-display-section': 'personal' });
    const link = await client.catalog.filtersLink('/jewelry-catalog/rings/../../', { price_min: '100' });
    expect(fake.last().url).toBe('http://api.test/api/serviceCatalog/v2/filters/generate-link/jewelry-catalog/rings/?price_min=100');
    expect(link.type === 'data' && link.data.data.link).toBe('/jewelry-catalog/rings/');
  });

  it('filters: the filters path with counts', async () => {
    const fake = fakeFetch(() => json(filters, { headers: { 'x-product-count': '7' } }));
    const response = await createApiClient(testConfig(fake.fetch)).catalog.filters('/jewelry-catalog/', { 'material': 'gold' });
    expect(fake.last().url).toBe('http://api.test/api/serviceCatalog/v2/filters/jewelry-catalog/?material=gold');
    expect(response.type === 'data' && response.data.productCount).toBe(7);
  });

  it('products, product, sizes: exact paths and parameters', async () => {
    const fake = fakeFetch((url) => {
      if (url.includes('/sizes/')) return json({ data: [], meta: { article: '01-0001', currency: product.currency } });
      if (url.includes('url_codes')) return json({ data: [product] });
      return json({ data: { ...product, description: '', characteristics: [], kits: [], upsale_link: null, breadcrumbs: [] } });
    });
    const client = createApiClient(testConfig(fake.fetch));
    await client.catalog.products(['a-1', 'b-2']);
    expect(fake.last().url).toBe('http://api.test/api/serviceCatalog/v2/products/?url_codes=a-1,b-2');
    await client.catalog.product(42);
    expect(fake.last().url).toBe('http://api.test/api/serviceCatalog/v2/products/42/');
    await client.catalog.sizes('01-0001', { stores: true });
    expect(fake.last().url).toBe('http://api.test/api/serviceCatalog/v2/products/sizes/01-0001/?stores=Y');
    await client.catalog.sizes('01-0001');
    expect(fake.last().url).toBe('http://api.test/api/serviceCatalog/v2/products/sizes/01-0001/');
  });

  it('prices: url codes with the currency header (spec 2 §7)', async () => {
    const fake = fakeFetch(() => json({ data: [] }));
    await createApiClient(testConfig(fake.fetch)).catalog.prices(['a-1']);
    expect(fake.last().url).toBe('http://api.test/api/serviceCatalog/v2/prices/?url_codes=a-1');
    expect(fake.last().headers['x-currency-code']).toBe('RUB');
  });
  it('S2.7.4: productsPrices and productPrice send the currency header; an unsized product has no size segment', async () => {
    const price = { article: 'A-1', url_code: 'a-1', size: '16.5', price: 100, old_price: null, discount: 0, currency: { code: 'RUB', symbol: '₽', text: 'руб.' } };
    const fake = fakeFetch((url) => json(url.includes('/products/prices/') ? { data: [price] } : { data: price }));
    const client = createApiClient(testConfig(fake.fetch));
    await client.catalog.productsPrices(['A-1', 'A-2']);
    expect(fake.last().url).toBe('http://api.test/api/serviceCatalog/v2/products/prices/?articles=A-1,A-2');
    expect(fake.last().headers['x-currency-code']).toBe('RUB');
    const response = await client.catalog.productPrice('A-1', '16.5');
    expect(fake.last().url).toBe('http://api.test/api/serviceCatalog/v2/product/price/A-1/16.5/');
    expect(fake.last().headers['x-currency-code']).toBe('RUB');
    expect(response.type === 'data' && response.data.data.price).toBe(100);
    await client.catalog.productPrice('A-3', '');
    expect(fake.last().url).toBe('http://api.test/api/serviceCatalog/v2/product/price/A-3/');
  });

  it('S2.7.3 / S2.7.9: additionalInfo asks by url codes, productInfo by numeric id', async () => {
    const fake = fakeFetch((url) =>
      json(url.includes('additional-info') ? { data: [{ url_code: 'a-1', article: 'A-1', stores_count: 2, nearest_delivery: null }], meta: { city_guid: 'x', timezone: 'UTC+3:00' } } : { data: null }),
    );
    const client = createApiClient(testConfig(fake.fetch));
    const info = await client.catalog.additionalInfo(['a-1', 'b-2']);
    expect(fake.last().url).toBe('http://api.test/api/serviceCatalog/v2/additional-info/?url_codes=a-1,b-2');
    expect(info.type === 'data' && info.data.data[0]?.stores_count).toBe(2);
    await client.catalog.productInfo(42).catch(() => undefined);
    expect(fake.last().url).toBe('http://api.test/api/serviceCatalog/v2/product-info/42/');
  });
});
