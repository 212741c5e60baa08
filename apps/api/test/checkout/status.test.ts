// After checkout: what the order spent (bonuses, gift card, promo uses) and how status moves undo or
// reward it: annulling or rejecting gives stock and spends back once, completing accrues 10% bonuses;
// the account's own cancel of an unpaid checkout order releases its stock too.
import { type OrderCreateResponse, paths } from '@ornament/api-contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basketPromoCodes, giftCards, loyaltyLedger, orderItems, orders, priceRules, stockReservations } from '../../src/db/schema';
import { advanceOrder } from '../../src/services/checkout/orderStatus';
import { type TestApp, buildTestApp } from '../helpers/build';
import { type Shopper, anna, choose, ensureTariffs, moscowStore, putInBasket, shopper, stockOf, stockedProduct } from './fixture';

let t: TestApp;
let buyer: Shopper;
let store: number;

beforeAll(async () => {
  t = await buildTestApp();
  await ensureTariffs(t.db);
  buyer = await shopper(t.app, t.db, 'shopper');
  store = await moscowStore(t.db);
});
afterAll(async () => t?.close());

async function order(body: object = anna, choice: Parameters<typeof choose>[2] = {}) {
  const product = await stockedProduct(t.db, { [store]: 3 });
  await putInBasket(t.db, buyer.userId, product);
  await choose(t.db, buyer.userId, { paymentMethod: 'cash', orderType: 'in_stock', storeId: store, ...choice });
  const response = await buyer.create(body);
  expect(response.statusCode).toBe(200);
  const { data } = response.json<OrderCreateResponse>();
  const [row] = await t.db.select().from(orders).where(eq(orders.id, data.orders[0]!.id));
  return { product, data, row: row! };
}

const ledgerOf = (orderId: number) =>
  t.db.select({ program: loyaltyLedger.program, amount: loyaltyLedger.amount, reason: loyaltyLedger.reason, availableAt: loyaltyLedger.availableAt }).from(loyaltyLedger).where(eq(loyaltyLedger.orderId, orderId));

describe('spending', () => {
  it('spends bonuses (up to 30%) as a ledger row; annulling returns stock and bonuses once', async () => {
    await t.db.insert(loyaltyLedger).values({ userId: buyer.userId, program: 'bonus', amount: 100_000, reason: 'adjustment', availableAt: new Date(Date.now() - 60_000) });
    const { product, row } = await order({ ...anna, isUseAllBonuses: true });
    expect(row.bonusesSpent).toBe(Math.floor(product.price * 0.3));
    expect(row.total).toBe(product.price - row.bonusesSpent);
    expect(await ledgerOf(row.id)).toMatchObject([{ program: 'bonus', amount: -row.bonusesSpent, reason: 'spend' }]);
    expect(await stockOf(t.db, product.productId)).toBe(2);

    const cancelled = await advanceOrder(t.db, row.number, 'C');
    expect(cancelled).toMatchObject({ ok: true, change: { from: 'N', to: 'C', released: 1, refunded: { bonus: row.bonusesSpent } } });
    expect(await stockOf(t.db, product.productId)).toBe(3);
    expect((await ledgerOf(row.id)).map((entry) => entry.reason).sort()).toEqual(['refund', 'spend']);
    expect(await advanceOrder(t.db, row.number, 'J')).toEqual({ ok: false, reason: 'final' });
    expect(await stockOf(t.db, product.productId)).toBe(3);
  });

  it('spends the gift card by a guarded decrement and gives it back on rejection', async () => {
    await t.db.insert(giftCards).values({ number: 'GC-TEST-0001', currency: 'RUB', nominal: 3000, balance: 3000 });
    const { row } = await order({ ...anna, applyGiftCard: true }, { giftCardNumber: 'GC-TEST-0001' });
    expect(row).toMatchObject({ giftCardNumber: 'GC-TEST-0001', giftCardSpent: 3000, total: row.itemsCost - 3000 });
    const balance = async () => (await t.db.select({ balance: giftCards.balance }).from(giftCards).where(eq(giftCards.number, 'GC-TEST-0001')))[0]!.balance;
    expect(await balance()).toBe(0);
    await advanceOrder(t.db, row.number, 'J');
    expect(await balance()).toBe(3000);
  });

  it('counts a promo code use and takes the code off the basket', async () => {
    const [rule] = await t.db.insert(priceRules).values({ code: 'CHECKOUT10', name: 'Минус 10%', kind: 'percent', params: { percent: 10 }, maxUses: 5 }).returning();
    const product = await stockedProduct(t.db, { [store]: 3 });
    await putInBasket(t.db, buyer.userId, product);
    await t.db.insert(basketPromoCodes).values({ userId: buyer.userId, code: 'CHECKOUT10' });
    await choose(t.db, buyer.userId, { paymentMethod: 'cash', orderType: 'in_stock', storeId: store });
    const response = await buyer.create(anna);
    expect(response.statusCode).toBe(200);
    const { data } = response.json<OrderCreateResponse>();
    expect(data.ga4.coupon).toBe('CHECKOUT10');
    const [row] = await t.db.select().from(orders).where(eq(orders.id, data.orders[0]!.id));
    expect(row!.promotions).toContainEqual(expect.objectContaining({ code: 'CHECKOUT10', name: 'Минус 10%' }));
    expect(row!.itemsCost).toBeLessThanOrEqual(Math.round(product.price * 90) / 100);
    expect((await t.db.select({ used: priceRules.usedCount }).from(priceRules).where(eq(priceRules.id, rule!.id)))[0]!.used).toBe(1);
    expect(await t.db.select().from(basketPromoCodes).where(and(eq(basketPromoCodes.userId, buyer.userId), eq(basketPromoCodes.code, 'CHECKOUT10')))).toEqual([]);
  });
});

describe('status moves', () => {
  it('completion accrues 10% of the items without the bonuses applied, spendable after the return window, once', async () => {
    const { row } = await order();
    await advanceOrder(t.db, row.number, 'A');
    const done = await advanceOrder(t.db, row.number, 'F');
    const expected = Math.floor(row.itemsCost * 0.1);
    expect(done).toMatchObject({ ok: true, change: { from: 'A', to: 'F', accrued: expected, released: 0 } });
    const [accrual] = await ledgerOf(row.id);
    expect(accrual).toMatchObject({ program: 'bonus', amount: expected, reason: 'accrual' });
    expect(accrual!.availableAt.getTime()).toBeGreaterThan(Date.now() + 13 * 24 * 60 * 60 * 1000);
    const [after] = await t.db.select().from(orders).where(eq(orders.id, row.id));
    expect(after).toMatchObject({ status: 'F', paid: true });
    expect(after!.completedAt).not.toBeNull();
  });

  it('is reachable as a dev call for browser tests (unknown numbers 404)', async () => {
    const { row } = await order();
    const moved = await buyer.post(paths.devOrderAdvance, { number: row.number, status: 'T' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ data: { number: row.number, from: 'N', to: 'T' } });
    expect((await buyer.post(paths.devOrderAdvance, { number: '1', status: 'T' })).statusCode).toBe(404);
    expect((await buyer.post(paths.devOrderAdvance, { number: row.number, status: 'X' })).statusCode).toBe(400);
  });

  it("the account's cancel of an unpaid checkout order releases its stock", async () => {
    const { product, row } = await order();
    expect(await stockOf(t.db, product.productId)).toBe(2);
    const cancel = await buyer.post(paths.orderCancel, { id: row.id, reason: 'changed-mind' });
    expect(cancel.statusCode).toBe(200);
    expect(await stockOf(t.db, product.productId)).toBe(3);
    const reservations = await t.db
      .select({ releasedAt: stockReservations.releasedAt })
      .from(stockReservations)
      .innerJoin(orderItems, eq(orderItems.id, stockReservations.orderItemId))
      .where(eq(orderItems.orderId, row.id));
    expect(reservations).toHaveLength(1);
    expect(reservations[0]!.releasedAt).not.toBeNull();
  });
});
