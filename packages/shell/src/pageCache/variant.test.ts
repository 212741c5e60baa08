import { describe, expect, it } from 'vitest';
import { cacheTagsOf } from './cacheTags';
import { canonicalQuery, decodeVariant, encodeVariant, searchParamsOf } from './variant';

const moscow = '0c5b2444-70a0-4932-980c-b4dc0d3f02b5';

describe('page variant', () => {
  it('round-trips the city and the query through one URL-safe segment', () => {
    const variant = { cityGuid: moscow, query: 'page=2&price_from=10000&sort=price' };
    const segment = encodeVariant(variant);
    expect(segment).toMatch(/^v\.[0-9a-f-]{36}\.[\w-]+$/);
    expect(decodeVariant(segment)).toEqual(variant);
    expect(decodeVariant(encodeVariant({ cityGuid: undefined, query: '' }))).toEqual({ cityGuid: undefined, query: '' });
  });

  it("keeps the basket's frame apart: its own marker, round-tripped", () => {
    const basket = { cityGuid: moscow, query: '', basketFrame: true as const };
    expect(encodeVariant(basket)).toBe(`b.${moscow}.-`);
    expect(decodeVariant(`b.${moscow}.-`)).toEqual(basket);
    expect(decodeVariant('b.-.-')).toEqual({ cityGuid: undefined, query: '', basketFrame: true });
    expect(decodeVariant('v.-.-')).not.toHaveProperty('basketFrame');
  });

  it('refuses a segment the proxy would not write: unknown city, bad query, other shapes', () => {
    for (const segment of ['jewelry-catalog', 'v.-', 'v.-.-.-', 'x.-.-', `v.${moscow.replace('0c', 'ff')}.-`, 'v.-.a b', 'v.city.-']) {
      expect(decodeVariant(segment)).toBeUndefined();
    }
  });

  it('keys a query by what changes the page: tracking tags dropped, keys sorted, repeats kept in order', () => {
    expect(canonicalQuery(new URLSearchParams('utm_source=mail&sort=price&gclid=1&page=2'))).toBe('page=2&sort=price');
    expect(canonicalQuery(new URLSearchParams('size=17&size=18'))).toBe('size=17&size=18');
    expect(canonicalQuery(new URLSearchParams(`q=${'x'.repeat(2000)}`))).toBe('');
    expect(searchParamsOf({ cityGuid: undefined, query: 'size=17&size=18&page=2' })).toEqual({ size: ['17', '18'], page: '2' });
  });
});

describe('cache tags', () => {
  it('tags every read with the catalogue and names the product, listing or content area', () => {
    expect(cacheTagsOf('/api/serviceCatalog/v2/products/1004496/')).toEqual(['catalog', 'service:catalog', 'product:1004496']);
    expect(cacheTagsOf('/api/serviceCatalog/v2/products/sizes/1004496/')).toContain('product:1004496');
    expect(cacheTagsOf('/api/serviceCatalog/v2/catalog/jewelry-catalog/rings/')).toEqual(['catalog', 'service:catalog', 'listing:jewelry-catalog', 'listings']);
    expect(cacheTagsOf('/api/serviceCatalog/v2/filters/products-search/text/text-koltso/')).toContain('listings');
    // A product's installment offer is its own read, not a listing: a sold-out product elsewhere leaves its page be.
    expect(cacheTagsOf('/api/serviceCatalog/v2/catalog/product/1004496/installment-pay/')).toEqual(['catalog', 'service:catalog', 'product:1004496']);
    expect(cacheTagsOf('/api/sklv/v4/content/area/nav-buttons/')).toContain('content:nav-buttons');
  });

  it("tags the sizes read naming each size's shops (a page with a size picked) apart, so a size's own stock spares the page without one", () => {
    const sizes = '/api/serviceCatalog/v2/products/sizes/1004496/';
    expect(cacheTagsOf(sizes, new URLSearchParams('stores=Y'))).toEqual(['catalog', 'service:catalog', 'product:1004496', 'sizes:1004496']);
    expect(cacheTagsOf(sizes)).toEqual(['catalog', 'service:catalog', 'product:1004496']);
    expect(cacheTagsOf('/api/serviceCatalog/v2/products/1004496/', new URLSearchParams('stores=Y'))).not.toContain('sizes:1004496');
  });
});
