import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { fakeFetch, json, testConfig } from '../testing/fakeFetch';
import { metaPathOf } from './seo';

const meta = { path: '/collections/', title: 'Коллекции украшений', description: 'Описание', h1: 'Коллекции', robots: 'index, follow', canonical: '/collections/', generated: false };
const errorBody = (status: number) => json({ errors: [{ status: String(status), code: 'x', detail: 'no' }] }, { status });

describe('seo calls', () => {
  it('meta: asks v5/meta/{path} without the leading slash and reads the row', async () => {
    const fake = fakeFetch(() => json({ data: meta }));
    const client = createApiClient(testConfig(fake.fetch));
    const lookup = await client.seo.meta('/collections/');
    expect(fake.last().url).toMatch(/\/api\/sklv\/v5\/meta\/collections\/$/);
    expect(lookup).toEqual({ kind: 'meta', meta });
  });

  it('meta: a 400 is "no meta" (noindex page), a 404 is missing', async () => {
    const bad = createApiClient(testConfig(fakeFetch(() => errorBody(400)).fetch));
    expect(await bad.seo.meta('/products-search/text/text-kolco/')).toEqual({ kind: 'no-meta' });
    const missing = createApiClient(testConfig(fakeFetch(() => errorBody(404)).fetch));
    expect(await missing.seo.productMeta('123')).toEqual({ kind: 'missing' });
  });

  it('sitemapHtml: sends X-Country-Code of the storefront', async () => {
    const fake = fakeFetch(() => json({ data: [{ title: 'Покупателям', links: [{ title: 'Доставка', url: '/delivery-terms/' }] }] }));
    const client = createApiClient(testConfig(fake.fetch));
    await client.seo.sitemapHtml('KZ');
    expect(fake.last().url).toMatch(/\/api\/serviceMeta\/v1\/sitemap\/html\/$/);
    expect(fake.last().headers['x-country-code']).toBe('KZ');
  });

  it('sitemapUrls: asks one part and page', async () => {
    const fake = fakeFetch(() => json({ data: [{ loc: '/', lastmod: null }], meta: { part: 'pages', 'current-page': 1, 'page-count': 1, 'per-page': 10000, 'total-count': 1 } }));
    await createApiClient(testConfig(fake.fetch)).seo.sitemapUrls('products', 2);
    expect(fake.last().url).toMatch(/sitemap\/urls\/\?part=products&page=2$/);
  });
});

describe('metaPathOf', () => {
  it('keeps each segment one segment', () => {
    expect(metaPathOf('/')).toBe('');
    expect(metaPathOf('/jewelry-catalog/rings/?page=2')).toBe('jewelry-catalog/rings/');
    expect(metaPathOf('/a%2Fb/')).toBe('a%2Fb/');
  });
});
