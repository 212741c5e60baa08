// The catalogue's operator call (PATCH admin/products/{article}/, the product:update tool): a bearer
// token, a price and stock change in one transaction, seen at once by the cached catalogue reads.
import { catalogAdminPaths } from '@ornament/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { developmentCatalogAdminToken } from '../../src/services/catalog/adminRoutes';
import { type TestApp, buildTestApp } from '../helpers/build';
import { seedFixtures } from '../helpers/fixtures';

const operator = { authorization: `Bearer ${developmentCatalogAdminToken}` };

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: seedFixtures, env: { CATALOG_CACHE_SECONDS: '60' } });
});
afterAll(async () => t?.close());

const update = (article: string, payload: object, headers: Record<string, string> = operator) =>
  t.app.inject({ method: 'PATCH', url: catalogAdminPaths.productUpdate(article), headers, payload });

async function listed(article: string, country = 'RU'): Promise<{ price: number; old_price: number | null } | undefined> {
  const response = await t.app.inject({ method: 'GET', url: '/api/serviceCatalog/v2/catalog/jewelry-catalog/?per_page=20', headers: { 'x-country-code': country } });
  return (response.json().data as { article: string; price: number; old_price: number | null }[]).find((item) => item.article === article);
}

describe('product:update (operator call)', () => {
  it('refuses a call without the operator token, or with another', async () => {
    expect((await update('A-2', { price: 1 }, {})).statusCode).toBe(401);
    expect((await update('A-2', { price: 1 }, { authorization: 'Bearer nope-nope-nope-nope' })).json().errors[0]).toMatchObject({ status: '401', code: 'operator_required' });
  });

  it('changes the price and old price; the cached listing and product show them at once', async () => {
    expect((await listed('A-2'))?.price).toBe(20_000);
    const response = await update('A-2', { price: 18_500, oldPrice: 21_000 });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ article: 'A-2', currency: 'RUB', price: 18_500, oldPrice: 21_000 });
    await expect.poll(async () => (await listed('A-2'))?.price).toBe(18_500);
    expect((await listed('A-2'))?.old_price).toBe(21_000);
    const product = await t.app.inject({ method: 'GET', url: '/api/serviceCatalog/v2/products/A-2/' });
    expect(product.json().data.price).toBe(18_500);
  });

  it('changes one currency only', async () => {
    const kzBefore = (await listed('A-3', 'KZ'))?.price;
    await update('A-3', { currency: 'RUB', price: 29_000 });
    await expect.poll(async () => (await listed('A-3'))?.price).toBe(29_000);
    expect((await listed('A-3', 'KZ'))?.price).toBe(kzBefore);
  });

  it('drops an old price at or under the price, and removes it with null', async () => {
    expect((await update('A-4', { price: 40_000, oldPrice: 39_000 })).json().data.oldPrice).toBeNull();
    expect((await update('A-4', { oldPrice: 45_000 })).json().data).toMatchObject({ price: 40_000, oldPrice: 45_000 });
    expect((await update('A-4', { oldPrice: null })).json().data.oldPrice).toBeNull();
  });

  it('sets the stock of every size in every store; 0 sells the product out', async () => {
    expect((await update('A-1', { stock: 3 })).json().data.stock).toBe(3);
    const soldOut = await update('A-1', { stock: 0 });
    expect(soldOut.json().data.stock).toBe(0);
  });

  it('answers bad input with JSON:API 4xx', async () => {
    expect((await update('NO-SUCH', { price: 1 })).statusCode).toBe(404);
    const empty = await update('A-2', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].source.pointer).toBe('/price');
    expect((await update('A-2', { price: -5 })).statusCode).toBe(400);
    expect((await update('A-2', { currency: 'USD', price: 5 })).statusCode).toBe(400);
  });

  it('is off in production without CATALOG_ADMIN_TOKEN, whatever the token sent', async () => {
    const production = await buildTestApp({
      seed: async () => {},
      env: { LOG_LEVEL: 'silent', NODE_ENV: 'production', LINK_SIGNING_SECRET: 'x'.repeat(32), QR_SIGNING_SECRET: 'y'.repeat(32), LIVE_TOKEN_SECRET: 'z'.repeat(32) },
    });
    try {
      const response = await production.app.inject({ method: 'PATCH', url: catalogAdminPaths.productUpdate('A-1'), headers: operator, payload: { price: 1 } });
      expect(response.statusCode).toBe(401);
    } finally {
      await production.close();
    }
  });
});
