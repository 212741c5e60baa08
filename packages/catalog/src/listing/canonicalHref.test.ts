import { createApiClient } from '@ornament/api-client';
import { fakeFetch, json, testConfig } from '@ornament/api-client/testing';
import { describe, expect, it } from 'vitest';
import { canonicalListingHref } from './canonicalHref';

describe('S2.7.2: a listing moved to the one URL the API generates for its filters', () => {
  it('S2.7.2: asks generate-link with the filters (no page) and goes where it says', async () => {
    const fake = fakeFetch(() => json({ data: { link: '/jewelry-catalog/rings/?price_min=1000&price_max=5000&sort=new_up' } }));
    const href = await canonicalListingHref(createApiClient(testConfig(fake.fetch)), '/jewelry-catalog/rings/', { sort: 'new_up', price_max: '5000', price_min: '1000', page: '3' });
    expect(href).toBe('/jewelry-catalog/rings/?price_min=1000&price_max=5000&sort=new_up');
    const asked = new URL(fake.last().url);
    expect(asked.pathname).toBe('/api/serviceCatalog/v2/filters/generate-link/jewelry-catalog/rings/');
    expect(Object.fromEntries(asked.searchParams)).toEqual({ sort: 'new_up', price_max: '5000', price_min: '1000' });
  });

  it('S2.7.2: without an answer (or for text search) the page writes the URL itself', async () => {
    const down = fakeFetch(() => json({ errors: [{ status: '503' }] }, { status: 503 }));
    expect(await canonicalListingHref(createApiClient(testConfig(down.fetch)), '/jewelry-catalog/', { price_min: '1000', page: '2' })).toBe('/jewelry-catalog/?price_min=1000');
    const unused = fakeFetch(() => json({ data: { link: '/elsewhere/' } }));
    expect(await canonicalListingHref(createApiClient(testConfig(unused.fetch)), '/products-search/text/text-kolco/', { price_min: '1000' })).toBe('/products-search/text/text-kolco/?price_min=1000');
    expect(unused.calls).toHaveLength(0);
  });

  it('S2.7.2: never follows a link off the site', async () => {
    for (const link of ['//evil.example/', '/\\evil.example/', '/\t/evil.example/', 'https://evil.example/']) {
      const fake = fakeFetch(() => json({ data: { link } }));
      expect(await canonicalListingHref(createApiClient(testConfig(fake.fetch)), '/jewelry-catalog/', { price_min: '1000' })).toBe('/jewelry-catalog/?price_min=1000');
    }
  });
});
