// add-available-request and viewed-product (spec 2 §7): stored per session user, idempotent, validated.
import { availableRequestResponseSchema, viewedProductsResponseSchema } from '@ornament/api-contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availabilityRequests, viewedProducts } from '../../src/db/schema';
import { type TestApp, buildTestApp } from '../helpers/build';
import { cookieOf, productsInStock, sizedFullPriceProduct, unsizedProduct } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ products: 200 });
});
afterAll(async () => t?.close());

const availablePath = '/api/sklv/v5/products/add-available-request/';
const viewedPath = '/api/sklv/v4/profile/viewed-product/';

const subscribe = (attributes: Record<string, unknown>, cookie?: string) =>
  t.app.inject({ method: 'POST', url: availablePath, payload: { data: { type: 'AvailableRequest', attributes } }, headers: cookie ? { cookie } : {} });

describe('add-available-request', () => {
  it('stores a request for a size under a new guest and answers a repeat idempotently', async () => {
    const product = await sizedFullPriceProduct(t.db);
    const size = product.sizes[1] ?? product.sizes[0] ?? '';
    const first = await subscribe({ article: product.article, size, email: 'anna@example.ru' });
    expect(first.statusCode).toBe(201);
    const cookie = cookieOf(first.headers['set-cookie']);
    expect(cookie).toMatch(/^sid=/);
    const created = availableRequestResponseSchema.parse(first.json());
    expect(created.data.attributes).toEqual({ article: product.article, size, created: true });

    const again = await subscribe({ article: product.article, size, phone: '+7 (916) 123-45-67' }, cookie);
    expect(again.statusCode).toBe(200);
    const repeat = availableRequestResponseSchema.parse(again.json());
    expect(repeat.data).toMatchObject({ id: created.data.id, attributes: { created: false } });
    const rows = await t.db.select().from(availabilityRequests).where(eq(availabilityRequests.article, product.article));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ size, email: 'anna@example.ru', phone: null });
  });

  it('takes a phone for a product without sizes', async () => {
    const product = await unsizedProduct(t.db);
    const response = await subscribe({ article: product.article, phone: '+7 916 765-43-21' });
    expect(response.statusCode).toBe(201);
    const [row] = await t.db.select().from(availabilityRequests).where(eq(availabilityRequests.article, product.article));
    expect(row).toMatchObject({ size: '', phone: '+79167654321', email: null });
  });

  it.each([
    [{ article: 'A-1' }, '/data/attributes/email'],
    [{ article: 'A-1', email: 'not-an-email' }, '/data/attributes/email'],
    [{ article: 'A-1', phone: '12' }, '/data/attributes/phone'],
    [{ article: '<b>', email: 'a@b.ru' }, '/data/attributes/article'],
  ])('rejects %j with a 400 on %s and stores nothing', async (attributes, pointer) => {
    const before = (await t.db.select().from(availabilityRequests)).length;
    const response = await subscribe(attributes);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].source.pointer).toBe(pointer);
    expect((await t.db.select().from(availabilityRequests)).length).toBe(before);
  });

  it('answers 404 for an unknown article and 400 for a size the product lacks or a missing size', async () => {
    expect((await subscribe({ article: 'NO-SUCH-ART', email: 'a@b.ru' })).statusCode).toBe(404);
    const product = await sizedFullPriceProduct(t.db);
    const wrong = await subscribe({ article: product.article, size: '99', email: 'a@b.ru' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0].source.pointer).toBe('/data/attributes/size');
    expect((await subscribe({ article: product.article, email: 'a@b.ru' })).statusCode).toBe(400);
  });

  it('refuses a body of the wrong type', async () => {
    const response = await t.app.inject({ method: 'POST', url: availablePath, payload: { data: { type: 'favorite', attributes: { article: 'A-1', email: 'a@b.ru' } } } });
    expect(response.statusCode).toBe(400);
  });
});

describe('viewed-product', () => {
  const view = (urlCode: string, cookie?: string) =>
    t.app.inject({ method: 'POST', url: viewedPath, payload: { data: { type: 'ViewedProduct', attributes: { url_code: urlCode } } }, headers: cookie ? { cookie } : {} });

  it('keeps every view and shows the last two, newest first, without the current product', async () => {
    const [a, b, c] = await productsInStock(t.db, 3);
    if (!a || !b || !c) throw new Error('seed too small');
    const first = await view(a.urlCode);
    expect(first.statusCode).toBe(204);
    const cookie = cookieOf(first.headers['set-cookie']);
    expect((await view(b.urlCode, cookie)).statusCode).toBe(204);
    expect((await view(c.urlCode, cookie)).statusCode).toBe(204);

    const all = viewedProductsResponseSchema.parse((await t.app.inject({ method: 'GET', url: viewedPath, headers: { cookie } })).json());
    expect(all.data.map((p) => p.url_code)).toEqual([c.urlCode, b.urlCode]);
    const without = viewedProductsResponseSchema.parse((await t.app.inject({ method: 'GET', url: `${viewedPath}?exclude=${c.urlCode}`, headers: { cookie } })).json());
    expect(without.data.map((p) => p.url_code)).toEqual([b.urlCode, a.urlCode]);

    // Viewing again moves a product to the front instead of adding a row.
    await view(a.urlCode, cookie);
    const again = viewedProductsResponseSchema.parse((await t.app.inject({ method: 'GET', url: viewedPath, headers: { cookie } })).json());
    expect(again.data.map((p) => p.url_code)).toEqual([a.urlCode, c.urlCode]);
    const rows = await t.db.select().from(viewedProducts).where(eq(viewedProducts.urlCode, a.urlCode));
    expect(rows).toHaveLength(1);
  });

  it('shows nothing to a request without a session and creates no user', async () => {
    const response = await t.app.inject({ method: 'GET', url: viewedPath });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: [] });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('answers 404 for an unknown product and 400 for a malformed url code', async () => {
    expect((await view('no-such-product')).statusCode).toBe(404);
    const bad = await view('BAD CODE');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].source.pointer).toBe('/data/attributes/url_code');
    expect((await t.app.inject({ method: 'GET', url: `${viewedPath}?exclude=BAD CODE` })).statusCode).toBe(400);
  });
});
