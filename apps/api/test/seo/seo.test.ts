// Issue 8: meta per path (GET /api/sklv/v5/meta/{path}), product meta, the HTML site map and the
// sitemap.xml URL lists, on the project seed; and the landings' content pages with sanitised HTML.
import { contentPageResponseSchema, paths, seoMetaResponseSchema, seoPaths, sitemapHtmlResponseSchema, sitemapUrlsResponseSchema } from '@ornament/api-contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/db/schema';
import { seoMeta } from '../../src/db/schema/seo';
import type { TestApp } from '../helpers/build';
import { buildSeededApp } from '../seed/seedApp';

let t: TestApp;
beforeAll(async () => {
  t = await buildSeededApp();
});
afterAll(async () => t?.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const diamant = { 'x-source': 'diamant' };

describe('GET /api/sklv/v5/meta/{path}', () => {
  it('answers a seeded landing row, slashed or not', async () => {
    for (const url of [seoPaths.meta('collections/'), seoPaths.meta('collections')]) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      const meta = seoMetaResponseSchema.parse(res.json()).data;
      expect(meta).toMatchObject({ path: '/collections/', h1: 'Коллекции', robots: 'index, follow', canonical: '/collections/', generated: false });
      expect(meta.title).toMatch(/Коллекции/);
    }
  });

  it('answers the home page and keeps the brands apart', async () => {
    expect((await get(seoPaths.meta(''))).json().data.h1).toMatch(/Орнамент/);
    expect((await get(seoPaths.meta(''), diamant)).json().data.h1).toMatch(/Diamant/);
    expect((await get(seoPaths.meta('delivery/'), diamant)).json().data.h1).toBe('Доставка');
    expect((await get(seoPaths.meta('delivery/'))).statusCode).toBe(404);
  });

  it('keeps RU-only pages to Russia', async () => {
    expect((await get(seoPaths.meta('gift-card/'), { 'x-country-code': 'RU' })).statusCode).toBe(200);
    expect((await get(seoPaths.meta('gift-card/'), { 'x-country-code': 'KZ' })).statusCode).toBe(404);
  });

  it('generates catalogue meta; filtered listings are noindex with the category as canonical', async () => {
    const rings = seoMetaResponseSchema.parse((await get(seoPaths.meta('jewelry-catalog/rings/'))).json()).data;
    expect(rings).toMatchObject({ h1: 'Кольца', robots: 'index, follow', canonical: '/jewelry-catalog/rings/', generated: true });
    expect(rings.title).toBe('Кольца — купить в интернет-магазине Орнамент');
    const filtered = (await get(seoPaths.meta('jewelry-catalog/rings/zoloto-585/'))).json().data;
    expect(filtered).toMatchObject({ h1: 'Кольца', robots: 'noindex, follow', canonical: '/jewelry-catalog/rings/' });
  });

  it('answers 400 for search pages and filtered new items (the page goes noindex), 404 for unknown paths', async () => {
    const search = await get(seoPaths.meta('products-search/text/text-kolco/'));
    expect(search.statusCode).toBe(400);
    expect(search.json().errors[0]).toMatchObject({ status: '400', code: 'meta_not_available' });
    expect((await get(seoPaths.meta('newitems/jewelry-catalog/rings/'))).statusCode).toBe(400);
    expect((await get(seoPaths.meta('newitems/jewelry-catalog/'))).statusCode).toBe(200);
    expect((await get(seoPaths.meta('no-such-page/'))).statusCode).toBe(404);
    // Segments below a known category are filters: noindex, the category is canonical.
    expect((await get(seoPaths.meta('jewelry-catalog/zoloto/'))).json().data).toMatchObject({ robots: 'noindex, follow', canonical: '/jewelry-catalog/' });
  });

  it('refuses what is not a storefront path with a JSON:API 400', async () => {
    const res = await get('/api/sklv/v5/meta/a/%3Cscript%3E/');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].source.pointer).toBe('/path/path');
  });

  it('generates product meta from the product (spec 2 §7 meta product/{article}/) in the country currency', async () => {
    const [product] = await t.db.select().from(products).where(eq(products.brand, 'main')).limit(1);
    if (!product) throw new Error('no seeded product');
    const res = await get(seoPaths.productMeta(product.article));
    expect(res.statusCode).toBe(200);
    const meta = seoMetaResponseSchema.parse(res.json()).data;
    expect(meta).toMatchObject({ h1: product.name, canonical: `/product/${product.article}/`, robots: 'index, follow' });
    expect(meta.title).toContain(`арт. ${product.article}`);
    expect(meta.title).toMatch(/₽/);
    expect((await get(seoPaths.productMeta(product.article), { 'x-country-code': 'KZ' })).json().data.title).toMatch(/₸/);
    expect((await get(seoPaths.productMeta('0000000'))).statusCode).toBe(404);
  });

  it('serves an edited row (meta comes from the database)', async () => {
    await t.db.update(seoMeta).set({ title: 'Подарки к Новому году' }).where(eq(seoMeta.path, '/gifts/'));
    expect((await get(seoPaths.meta('gifts/'))).json().data.title).toBe('Подарки к Новому году');
  });
});

describe('GET /api/serviceMeta/v1/sitemap/html/', () => {
  it('lists the catalogue and the service pages by section', async () => {
    const res = await get(seoPaths.sitemapHtml, { 'x-country-code': 'RU' });
    expect(res.statusCode).toBe(200);
    const sections = sitemapHtmlResponseSchema.parse(res.json()).data;
    const titles = sections.map((s) => s.title);
    expect(titles).toEqual(expect.arrayContaining(['Ювелирные украшения', 'Покупателям', 'Компания']));
    const urls = sections.flatMap((s) => s.links.map((l) => l.url));
    expect(urls).toEqual(expect.arrayContaining(['/jewelry-catalog/rings/', '/delivery-terms/', '/gift-card/', '/work-holiday/']));
    expect(urls).not.toContain('/diamant-jewelry-catalog/');
  });

  it('drops RU-only pages for X-Country-Code KZ and answers the unslashed path', async () => {
    const urls = (await get(seoPaths.sitemapHtml.replace(/\/$/, ''), { 'x-country-code': 'KZ' })).json().data.flatMap((s: { links: { url: string }[] }) => s.links.map((l) => l.url));
    expect(urls).not.toContain('/gift-card/');
    expect(urls).toContain('/vacancies/');
  });

  it('gives the diamond brand its own catalogue', async () => {
    const urls = (await get(seoPaths.sitemapHtml, diamant)).json().data.flatMap((s: { links: { url: string }[] }) => s.links.map((l) => l.url));
    expect(urls).toContain('/diamant-jewelry-catalog/');
    expect(urls).toContain('/delivery/');
    expect(urls).not.toContain('/jewelry-catalog/');
  });
});

describe('GET /api/serviceMeta/v1/sitemap/urls/', () => {
  it('lists indexable pages and categories, and products page by page', async () => {
    const pages = sitemapUrlsResponseSchema.parse((await get(`${seoPaths.sitemapUrls}?part=pages`)).json());
    const locs = pages.data.map((u) => u.loc);
    expect(locs[0]).toBe('/');
    expect(locs).toEqual(expect.arrayContaining(['/collections/', '/jewelry-catalog/rings/']));
    expect(locs).not.toContain('/sitemap/');
    const productsPart = sitemapUrlsResponseSchema.parse((await get(`${seoPaths.sitemapUrls}?part=products&page=1`)).json());
    expect(productsPart.data.length).toBeGreaterThan(0);
    expect(productsPart.data[0]?.loc).toMatch(/^\/product\/[^/]+\/$/);
    expect(productsPart.data[0]?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(productsPart.meta['page-count']).toBe(1);
  });

  it('rejects an unknown part or page with 400', async () => {
    expect((await get(`${seoPaths.sitemapUrls}?part=people`)).statusCode).toBe(400);
    expect((await get(`${seoPaths.sitemapUrls}?part=products&page=0`)).statusCode).toBe(400);
  });
});

describe('landing content pages', () => {
  it('stores landing HTML sanitised', async () => {
    const body = (await get('/api/sklv/v3/content/page/lombard/?include=contents')).body;
    expect(body).not.toMatch(/<script|\son\w+=/i);
    expect(body).toContain('Ломбард');
  });

  it('gives the Kazakhstan host its delivery terms in tenge', async () => {
    const page = (await get('/api/sklv/v3/content/page/delivery-terms-kz/?include=contents')).json().data;
    expect(page.contents[0].html).toMatch(/₸/);
  });

  it('answers the work and holiday page with its four parts', async () => {
    const page = contentPageResponseSchema.parse((await get(`${paths.contentPage('work-holiday')}?include=contents`)).json()).data;
    expect(page.contents?.map((area) => area.code)).toEqual(['work-holiday-banner', 'work-holiday-support', 'work-holiday-delivery', 'work-holiday-partner-points']);
    expect(page.contents?.[1]?.items[0]).toMatchObject({ title: '31 декабря', text: 'с 9:00 до 18:00' });
  });

  it('answers every landing in Russian', async () => {
    for (const code of ['collections', 'gifts', 'premium', 'sklv', 'pokupay', 'lombard', 'ring-atelier', 'gift-shop', 'vacancies', 'vacancies-diamant', 'delivery-terms-kz']) {
      const res = await get(`/api/sklv/v4/content/page/${code}/?include=contents`);
      expect(res.statusCode, code).toBe(200);
      expect(res.json().data.contents.length, code).toBeGreaterThan(0);
    }
  });
});
