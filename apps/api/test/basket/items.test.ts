// Basket lines (spec 3 §7 "Basket", issue 6 "Bad input"): the 5-article limit, bounds on quantities,
// sizes, other users' ids, delete/restore — each refusal a clear 4xx with nothing changed.
import { type BasketEasyCalculateResponse, type BasketResponse, paths } from '@ornament/api-contract';
import { basketLimitText } from '@ornament/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stock } from '../../src/db/schema';
import { type TestApp, buildTestApp } from '../helpers/build';
import { type Caller, caller, seedBasketFixtures } from './fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: seedBasketFixtures });
});
afterAll(async () => t?.close());

async function add(who: Caller, payload: Record<string, unknown>) {
  return who.call({ method: 'POST', url: paths.basketCreate, payload });
}

async function basketOf(who: Caller): Promise<BasketResponse['data']> {
  const response = await who.call({ method: 'POST', url: paths.basketCalculate, payload: {} });
  expect(response.statusCode).toBe(200);
  return response.json<BasketResponse>().data;
}

describe('the 5-article limit', () => {
  it('refuses a 6th article with 422 basket_limit, meta.limit 5, and changes nothing', async () => {
    const guest = caller(t.app);
    for (const article of ['B-1', 'B-2', 'B-3', 'B-4', 'B-5']) expect((await add(guest, { article })).statusCode).toBe(200);
    const before = await basketOf(guest);
    const sixth = await add(guest, { article: 'B-6' });
    expect(sixth.statusCode).toBe(422);
    expect(sixth.json()).toMatchObject({ errors: [{ status: '422', code: 'basket_limit', detail: basketLimitText(), meta: { limit: 5 } }] });
    const after = await basketOf(guest);
    expect(after.productList.map((line) => line.article)).toEqual(before.productList.map((line) => line.article));
    // More of an article already there still fits.
    const again = await add(guest, { article: 'B-1', quantity: 2 });
    expect(again.statusCode).toBe(200);
    expect(again.json<BasketResponse>().data.productList.find((line) => line.article === 'B-1')?.quantity).toBe(3);
    const summary = (await guest.call({ method: 'POST', url: paths.basketEasyCalculate })).json<BasketEasyCalculateResponse>().data;
    expect(summary).toMatchObject({ articles: 5, quantity: 7 });
  });

  it('refuses to restore a deleted line when that would make a 6th article', async () => {
    const guest = caller(t.app);
    for (const article of ['B-1', 'B-2', 'B-3', 'B-4', 'B-5']) await add(guest, { article });
    const first = (await basketOf(guest)).productList[0]!;
    const deleted = await guest.call({ method: 'DELETE', url: paths.basketDelete, payload: { ids: [first.id] } });
    expect(deleted.json<BasketResponse>().data.deletedList.map((line) => line.id)).toEqual([first.id]);
    expect((await add(guest, { article: 'B-6' })).statusCode).toBe(200);
    const restore = await guest.call({ method: 'POST', url: paths.basketRestore, payload: { ids: [first.id] } });
    expect(restore.statusCode).toBe(422);
    expect(restore.json().errors[0].code).toBe('basket_limit');
    expect((await basketOf(guest)).deletedList.map((line) => line.id)).toEqual([first.id]);
  });
});

describe('bad input', () => {
  it.each([[-1], [0], [100], [1.5], ['2'], [1e9]])('refuses quantity %s with 400', async (quantity) => {
    const guest = caller(t.app);
    const response = await add(guest, { article: 'B-1', quantity });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].source.pointer).toBe('/quantity');
  });

  it('refuses forged price fields on create with 400 and recomputes prices on calculate', async () => {
    const guest = caller(t.app);
    expect((await add(guest, { article: 'B-2', price: 1 })).statusCode).toBe(400);
    expect((await add(guest, { article: 'B-2' })).statusCode).toBe(200);
    const response = await guest.call({ method: 'POST', url: paths.basketCalculate, payload: { cost: 1, price: 1, productList: [{ price: 1 }] } });
    const basket = response.json<BasketResponse>().data;
    expect(basket.productList[0]).toMatchObject({ article: 'B-2', price: 2000, sum: 2000 });
    expect(basket.allCost).toBe(2000);
  });

  it('refuses sizes that do not exist', async () => {
    const guest = caller(t.app);
    const wrong = await add(guest, { article: 'A-1', size: '99' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors[0]).toMatchObject({ code: 'basket_size_invalid', source: { pointer: '/size' } });
    expect((await add(guest, { article: 'A-1' })).json().errors[0].code).toBe('basket_size_invalid');
    expect((await add(guest, { article: 'B-1', size: '17' })).statusCode).toBe(422);
    expect((await add(guest, { article: 'NOPE' })).statusCode).toBe(404);
    expect((await add(guest, { article: 'A-2', size: '17' })).json().errors[0].code).toBe('basket_not_available');
    expect((await basketOf(guest)).productList).toEqual([]);
  });

  it('answers 404 for another shopper’s line ids and changes nothing', async () => {
    const owner = caller(t.app);
    const other = caller(t.app);
    const line = (await add(owner, { article: 'B-3', quantity: 2 })).json<BasketResponse>().data.productList[0]!;
    await add(other, { article: 'B-4' });
    const mine = (await basketOf(other)).productList[0]!;
    const attempts = [
      { method: 'PUT' as const, url: paths.basketUpdate, payload: { id: line.id, quantity: 5 } },
      { method: 'POST' as const, url: paths.basketSelect, payload: { ids: [mine.id, line.id], isSelected: false } },
      { method: 'DELETE' as const, url: paths.basketDelete, payload: { ids: [line.id] } },
      { method: 'POST' as const, url: paths.basketRestore, payload: { ids: [line.id] } },
    ];
    for (const attempt of attempts) {
      const response = await other.call(attempt);
      expect(response.statusCode).toBe(404);
      expect(response.json().errors[0].code).toBe('not_found');
    }
    expect((await basketOf(owner)).productList[0]).toMatchObject({ id: line.id, quantity: 2, isSelected: true });
    expect((await basketOf(other)).productList[0]).toMatchObject({ id: mine.id, isSelected: true });
  });
});

describe('changing lines', () => {
  it('caps quantities at the stock, selects, deletes and restores', async () => {
    const guest = caller(t.app);
    const capped = (await add(guest, { article: 'A-1', size: '17', quantity: 5 })).json<BasketResponse>().data;
    expect(capped.productList[0]).toMatchObject({ size: '17', quantity: 2, quantityAvailable: 2, externalId: 'A-1#17' });
    expect(capped.currentExternalId).toBe('A-1#17');
    const id = capped.productList[0]!.id;
    const unselected = (await guest.call({ method: 'POST', url: paths.basketSelect, payload: { ids: [id], isSelected: false } })).json<BasketResponse>().data;
    expect(unselected.productList[0]?.isSelected).toBe(false);
    expect(unselected.allCost).toBe(0);
    const updated = (await guest.call({ method: 'PUT', url: paths.basketUpdate, payload: { id, quantity: 1 } })).json<BasketResponse>().data;
    expect(updated.productList[0]?.quantity).toBe(1);
    const deleted = (await guest.call({ method: 'DELETE', url: paths.basketDelete, payload: { ids: [id] } })).json<BasketResponse>().data;
    expect(deleted.productList).toEqual([]);
    expect(deleted.deletedList.map((line) => line.id)).toEqual([id]);
    expect(deleted.quantity).toBe(0);
    const restored = (await guest.call({ method: 'POST', url: paths.basketRestore, payload: { ids: [id] } })).json<BasketResponse>().data;
    expect(restored.productList.map((line) => line.id)).toEqual([id]);
    expect(restored.deletedList).toEqual([]);
  });

  it('warns when the stock drops below the line and when the order changed since it was shown', async () => {
    const guest = caller(t.app);
    const line = (await add(guest, { article: 'A-3', quantity: 4 })).json<BasketResponse>().data.productList[0]!;
    const [product] = await t.db.select({ productId: stock.productId }).from(stock).where(eq(stock.quantity, 5));
    await t.db.update(stock).set({ quantity: 3 }).where(eq(stock.productId, product!.productId));
    const basket = await basketOf(guest);
    expect(basket.productList[0]).toMatchObject({ id: line.id, quantity: 3, warning: 'Доступное количество товара для заказа уменьшилось' });
    expect(basket.notifications.map((n) => n.message)).toEqual(['Доступное количество товара для заказа уменьшилось', 'Состав вашего заказа изменился']);
    expect((await basketOf(guest)).notifications.map((n) => n.message)).toEqual(['Доступное количество товара для заказа уменьшилось']);
    await t.db.update(stock).set({ quantity: 0 }).where(eq(stock.productId, product!.productId));
    const gone = await basketOf(guest);
    expect(gone.productList).toEqual([]);
    expect(gone.notAvailableInStock.map((l) => l.id)).toEqual([line.id]);
    await t.db.update(stock).set({ quantity: 5 }).where(eq(stock.productId, product!.productId));
  });

  it('answers quantity-by-size with the stock and what the basket holds', async () => {
    const guest = caller(t.app);
    await add(guest, { article: 'A-1', size: '17' });
    const response = await guest.call({ method: 'GET', url: `${paths.basketQuantityBySize}?article=A-1&size=17` });
    expect(response.json()).toEqual({ data: { article: 'A-1', size: '17', quantity: 2, inBasket: 1, maxQuantity: 2 } });
    expect((await guest.call({ method: 'GET', url: `${paths.basketQuantityBySize}?article=A-1&size=42` })).statusCode).toBe(422);
  });
});
