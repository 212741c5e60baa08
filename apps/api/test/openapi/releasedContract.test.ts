// Issue 20: a storefront built against the last release still understands the current API. The
// calls a storefront makes (catalogue, product, filters, menu, handbooks, content, search, stores,
// promotions, a guest's basket, a signed-in profile) go to the current API on the project seed, and
// each answer is checked against that operation's 200 response in openapi.released.json, read as the
// client reads it: unknown fields and enum values ignored (scripts/openapi/tolerantReader.ts).
import { readFileSync } from 'node:fs';
import { paths } from '@ornament/api-contract';
import Ajv2020 from 'ajv/dist/2020';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointerOf } from '../../scripts/openapi/breakingChanges';
import { descriptionFiles } from '../../scripts/openapi/description';
import { asTolerantReader } from '../../scripts/openapi/tolerantReader';
import { type Caller, account, caller } from '../basket/fixtures';
import { type TestApp, buildTestApp } from '../helpers/build';

const released = asTolerantReader(JSON.parse(readFileSync(descriptionFiles.released, 'utf8')) as { paths: Record<string, Record<string, unknown>> });
const ajv = new Ajv2020({ strict: false, allErrors: true });
ajv.addSchema(released, 'released');

/** The released description's response schema of an operation, compiled. */
function releasedResponse(path: string, method: string, status = '200') {
  expect(released.paths[path]?.[method], `${method.toUpperCase()} ${path} is in openapi.released.json`).toBeDefined();
  const validate = ajv.getSchema(`released#${pointerOf('paths', path, method, 'responses', status, 'content', 'application/json', 'schema')}`);
  if (!validate) throw new Error(`No ${status} response schema for ${method.toUpperCase()} ${path} in openapi.released.json`);
  return validate;
}

interface ListedProduct {
  article: string;
  url_code: string;
  is_sizeable: boolean;
}

let t: TestApp;
let product: ListedProduct;
beforeAll(async () => {
  t = await buildTestApp({ products: 20 });
  const listing = await t.app.inject({ method: 'GET', url: `${paths.catalog}/jewelry-catalog/?stock=Y` });
  const products = listing.json<{ data: ListedProduct[] }>().data;
  // One the guest can put in the basket without choosing a size.
  const unsized = products.find((listed) => !listed.is_sizeable);
  if (!unsized) throw new Error('The seed has no product in stock without sizes');
  product = unsized;
});
afterAll(async () => t?.close());

interface StorefrontCall {
  /** The operation's path as the released description names it. */
  path: string;
  /** What is called (a function: some calls name the product the listing showed). */
  url: () => string;
  method?: 'GET' | 'POST';
  /** Who calls; by default a visitor without a session. */
  who?: 'guest with a basket' | 'signed in';
}

const calls: Record<string, StorefrontCall> = {
  'catalogue listing': { path: '/api/serviceCatalog/v2/catalog{*}', url: () => `${paths.catalog}/jewelry-catalog/rings/?sort=new_up` },
  'catalogue filters': { path: '/api/serviceCatalog/v2/filters{*}', url: () => `${paths.catalogFilters}/jewelry-catalog/` },
  'product detail': { path: '/api/serviceCatalog/v2/products/{id}/', url: () => paths.product(product.url_code) },
  'product sizes': { path: '/api/serviceCatalog/v2/products/sizes/{article}/', url: () => `${paths.productSizes(product.article)}?stores=Y` },
  prices: { path: '/api/serviceCatalog/v2/prices/', url: () => `${paths.prices}?url_codes=${product.url_code}` },
  'main menu': { path: '/api/sklv/v4/content/site-main-menu/get-menu/', url: () => paths.siteMainMenu },
  'delivery handbook': { path: '/api/sklv/v5/handbooks/delivery-info/', url: () => paths.deliveryInfo },
  'currency rates': { path: '/api/sklv/v5/handbooks/currency-rates/', url: () => paths.currencyRates },
  'content area': { path: '/api/sklv/v4/content/area/{code}/', url: () => paths.contentArea('nav-buttons') },
  'content page': { path: '/api/sklv/v3/content/page/{code}/', url: () => `${paths.contentPage('delivery-terms')}?include=contents` },
  autocomplete: { path: '/api/v1/search/autocomplete/', url: () => `${paths.autocomplete(1)}?query=${encodeURIComponent('кольц')}` },
  stores: { path: '/api/sklv/v4/stores/', url: () => '/api/sklv/v4/stores/' },
  promotions: { path: '/api/sklv/v3/promotion/', url: () => '/api/sklv/v3/promotion/' },
  'a guest’s basket': { path: '/api/sklv/v6/basket/calculate/', method: 'POST', url: () => paths.basketCalculate, who: 'guest with a basket' },
  'a signed-in profile': { path: '/api/sklv/v5/profile/', url: () => paths.profile, who: 'signed in' },
};

async function callerFor(who: StorefrontCall['who']): Promise<Caller> {
  if (who === 'signed in') return account(t.app, t.db, 'shopper');
  const visitor = caller(t.app);
  if (who === 'guest with a basket') {
    const added = await visitor.call({ method: 'POST', url: paths.basketCreate, payload: { article: product.article } });
    expect(added.statusCode, added.body.slice(0, 300)).toBe(200);
  }
  return visitor;
}

describe('the last release’s contract against the current API', () => {
  it.each(Object.entries(calls))('%s answers as openapi.released.json describes it', async (_name, { path, url, method = 'GET', who }) => {
    const validate = releasedResponse(path, method.toLowerCase());
    const response = await (await callerFor(who)).call({ method, url: url(), ...(method === 'POST' ? { payload: {} } : {}) });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(validate(response.json()) ? [] : validate.errors).toEqual([]);
  });

  it('would notice an answer the release does not describe, and ignores fields it does not know', async () => {
    const validate = releasedResponse('/api/serviceCatalog/v2/products/{id}/', 'get');
    const { data } = (await t.app.inject({ method: 'GET', url: paths.product(product.url_code) })).json<{ data: Record<string, unknown> }>();
    expect(validate({ data: { ...data, engraving: 'new in a later version' } })).toBe(true);
    const { name: _name, ...withoutName } = data;
    expect(validate({ data: withoutName })).toBe(false);
    expect(validate.errors).toMatchObject([{ instancePath: '/data', params: { missingProperty: 'name' } }]);
  });
});
