// Autocomplete v1/v2 over the project seed: Russian morphology, articles, typos, keyboard layout,
// redirects and the blank-query rule, all answers contract-valid.
import { type AutocompleteResponse, autocompleteResponseSchema, paths } from '@ornament/api-contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/db/schema';
import { createSearchService } from '../../src/services/search/service';
import { similarity } from '../../src/services/search/trigram';
import { warmSearch } from '../../src/services/search/warmSearch';
import { type TestApp, buildTestApp } from '../helpers/build';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ products: 400 });
});
afterAll(async () => t?.close());

async function autocomplete(query: string, version: 1 | 2 = 1, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url: `${paths.autocomplete(version)}?query=${encodeURIComponent(query)}`, headers });
  return { response, body: response.json() as AutocompleteResponse };
}

describe('GET /api/v1/search/autocomplete/', () => {
  it('finds rings for the plural "кольца" through the russian stemmer', async () => {
    const { response, body } = await autocomplete('кольца');
    expect(response.statusCode).toBe(200);
    autocompleteResponseSchema.parse(body);
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products.every((p) => /кольц/iu.test(p.name))).toBe(true);
    expect(body.query).toBe('кольца');
    expect(body.categories.length).toBeGreaterThan(0);
    expect(body.categories.length).toBeLessThanOrEqual(5);
  });

  it('redirects a query naming a category exactly to that category', async () => {
    const { body } = await autocomplete('Кольца');
    expect(body.redirect).toBe('/jewelry-catalog/rings/');
    expect((await autocomplete('кольцо')).body.redirect).toBeNull();
  });

  it('matches the beginning of a word while the shopper types', async () => {
    const { body } = await autocomplete('брасл');
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products.every((p) => p.name.toLowerCase().includes('браслет'))).toBe(true);
    expect(body.suggests.map((s) => s.query)).toContain('браслет');
  });

  it('finds a product by its article and redirects to it', async () => {
    const [row] = await t.db.select({ article: products.article, name: products.name }).from(products).where(eq(products.section, 'jewelry-catalog')).limit(1);
    const { body } = await autocomplete(row!.article);
    expect(body.products[0]).toMatchObject({ article: row!.article, name: row!.name, link_url: `/product/${row!.article}/` });
    expect(body.products[0]!.attributes.Артикул).toEqual([row!.article]);
    expect(body.products[0]!.attributes.price_kz.length).toBe(1);
    expect(body.redirect).toBe(`/product/${row!.article}/`);
  });

  it('finds articles by their beginning without redirecting', async () => {
    const [row] = await t.db.select({ article: products.article }).from(products).limit(1);
    const { body } = await autocomplete(row!.article.slice(0, 5));
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products.every((p) => p.article.startsWith(row!.article.slice(0, 5)))).toBe(true);
    expect(body.redirect).toBeNull();
  });

  it('corrects a typo by trigram similarity: "бриліант" → бриллиант', async () => {
    const { body } = await autocomplete('бриліант');
    expect(body.correction).toBe('бриллиант');
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products.every((p) => /бриллиант/iu.test(p.name))).toBe(true);
  });

  it('corrects the keyboard layout: "rjkmwj" → кольцо, with results for it', async () => {
    const { body } = await autocomplete('rjkmwj');
    expect(body.correction).toBe('кольцо');
    expect(body.query).toBe('rjkmwj');
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products.every((p) => /кольц/iu.test(p.name))).toBe(true);
  });

  it('corrects transliteration: "serebro" → серебро', async () => {
    const { body } = await autocomplete('serebro');
    expect(body.correction).toBe('серебро');
    expect(body.products.length).toBeGreaterThan(0);
  });

  it('answers 400 with the query pointer for a blank or symbols-only query', async () => {
    for (const query of ['', '   ', '%%%', '/\\']) {
      const { response, body } = await autocomplete(query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect((body as unknown as { errors: { source: { pointer: string } }[] }).errors[0]!.source.pointer).toBe('/query/query');
    }
    expect((await t.app.inject({ method: 'GET', url: paths.autocomplete(1) })).statusCode).toBe(400);
  });

  it('never answers 5xx, whatever is typed (stop words, symbols, scripts, long words, repeated params)', async () => {
    const odd = ['и в из', 'из', "'", ':*', '&|!', 'кольцо & !серьги', '0', '000', 'ё', '戒指', 'ring🙂', 'а'.repeat(200), `${'зол'.repeat(60)} кольцо`, 'a b c d e f g h i j k l m n o p', '-1', '١٢٣', 'ǅ', 'ʼʼʼ'];
    for (const version of [1, 2] as const) {
      for (const query of odd) {
        const { response } = await autocomplete(query, version);
        expect(response.statusCode, `v${version} ${JSON.stringify(query)}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
        if (response.statusCode === 200) autocompleteResponseSchema.parse(response.json());
        else expect(response.json().errors[0].status).toBe(String(response.statusCode));
      }
      const repeated = await t.app.inject({ method: 'GET', url: `${paths.autocomplete(version)}?query=кольцо&query=серьги` });
      expect(repeated.statusCode).toBeLessThan(500);
      const tooLong = await autocomplete('к'.repeat(201), version);
      expect(tooLong.response.statusCode).toBe(400);
    }
  });

  it('answers an unknown word with no products, not an error', async () => {
    const { response, body } = await autocomplete('абвгдейка');
    expect(response.statusCode).toBe(200);
    expect(body.products).toEqual([]);
  });

  it('re-ranks names by trigram similarity computed in the API exactly as pg_trgm computes it', async () => {
    const names = (await t.db.selectDistinct({ name: products.name }).from(products).limit(60)).map((row) => row.name);
    for (const query of ['кольцо', 'серьги с топазом', 'брасл', 'золото 585', 'zoloto']) {
      const rows = await t.db
        .selectDistinct({ name: products.name, similarity: sql<number>`similarity(${products.name}, ${query})`.mapWith(Number) })
        .from(products)
        .where(inArray(products.name, names));
      for (const row of rows) expect(similarity(row.name, query), `${row.name} / ${query}`).toBeCloseTo(row.similarity, 6);
    }
  });

  it('keeps the diamond storefront to its brand', async () => {
    const { body } = await autocomplete('кольцо', 1, { 'x-source': 'diamant' });
    const urlCodes = body.products.map((p) => p.url_code);
    const rows = await Promise.all(urlCodes.map(async (code) => (await t.db.select({ brand: products.brand }).from(products).where(eq(products.urlCode, code)))[0]));
    expect(rows.every((row) => row?.brand === 'diamant')).toBe(true);
  });
});

describe('start-up warm-up of autocomplete', () => {
  it('runs the statement for the most frequent words and their beginning, on both storefronts', async () => {
    const search = createSearchService(t.db);
    expect(await warmSearch(t.db, search, new AbortController().signal)).toBe(8);
  });

  it('gives up when the app closes', async () => {
    const closing = new AbortController();
    closing.abort();
    await expect(warmSearch(t.db, createSearchService(t.db), closing.signal)).rejects.toThrow();
  });
});

describe('GET /api/v2/search/autocomplete/', () => {
  it('answers the same shape with phrase suggestions from product names and their counts', async () => {
    const { response, body } = await autocomplete('кольцо зол', 2);
    expect(response.statusCode).toBe(200);
    autocompleteResponseSchema.parse(body);
    expect(body.suggests.length).toBeGreaterThan(0);
    for (const suggest of body.suggests) {
      expect(suggest.query).toMatch(/(^| )кольцо .*золот/u);
      expect(suggest.count).toBeGreaterThan(0);
      expect(suggest.link_url).toMatch(/^\/products-search\/text\/text-[a-z0-9-]+\/$/u);
    }
  });
});
