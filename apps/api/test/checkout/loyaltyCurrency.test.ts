// Issue 19 finding 4: bonus points carry the currency they were earned in and are spent only in it
// (points earned in tenge never pay a rouble order); finding 13: points an order spent go back to
// whoever spent them, in that currency, when the order is annulled.
import type { OrderCreateResponse } from '@ornament/api-contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loyaltyLedger, orders } from '../../src/db/schema';
import { seededUserIds } from '../../src/db/seed/users';
import { balancesOf } from '../../src/services/basket/pricing/loyalty';
import { advanceOrder } from '../../src/services/checkout/orderStatus';
import { type TestApp, buildTestApp } from '../helpers/build';
import { type Shopper, anna, choose, ensureTariffs, moscowStore, putInBasket, shopper, stockedProduct } from './fixture';

let t: TestApp;
let buyer: Shopper;
let store: number;
const earlier = () => new Date(Date.now() - 60_000);

beforeAll(async () => {
  t = await buildTestApp();
  await ensureTariffs(t.db);
  buyer = await shopper(t.app, t.db, 'employee');
  store = await moscowStore(t.db);
});
afterAll(async () => t?.close());

async function orderWithAllBonuses() {
  const product = await stockedProduct(t.db, { [store]: 3 });
  await putInBasket(t.db, buyer.userId, product);
  await choose(t.db, buyer.userId, { paymentMethod: 'cash', orderType: 'in_stock', storeId: store });
  const response = await buyer.create({ ...anna, isUseAllBonuses: true });
  expect(response.statusCode).toBe(200);
  const [row] = await t.db.select().from(orders).where(eq(orders.id, response.json<OrderCreateResponse>().data.orders[0]!.id));
  return row!;
}

describe('bonus currency', () => {
  it('finding 19.4: tenge points do not pay a rouble order; the rouble balance alone does, and the spend is in roubles', async () => {
    const roubles = (await balancesOf(t.db, buyer.userId, 'RUB', new Date())).bonus;
    await t.db.insert(loyaltyLedger).values({ userId: buyer.userId, program: 'bonus', currency: 'KZT', amount: 100_000, reason: 'adjustment', availableAt: earlier() });
    expect((await balancesOf(t.db, buyer.userId, 'RUB', new Date())).bonus).toBe(roubles);

    const row = await orderWithAllBonuses();
    expect(row.currency).toBe('RUB');
    expect(row.bonusesSpent).toBeGreaterThan(0);
    expect(row.bonusesSpent).toBeLessThanOrEqual(roubles);
    expect(row.itemsCost * 0.3).toBeGreaterThan(roubles);
    const spends = await t.db.select().from(loyaltyLedger).where(and(eq(loyaltyLedger.orderId, row.id), eq(loyaltyLedger.reason, 'spend')));
    expect(spends.every((spend) => spend.currency === 'RUB')).toBe(true);
    expect((await balancesOf(t.db, buyer.userId, 'KZT', new Date())).bonus).toBe(100_000);
  });

  it('finding 19.13: an annulled order gives each spender their points back, in the currency they spent', async () => {
    await t.db.insert(loyaltyLedger).values({ userId: buyer.userId, program: 'bonus', currency: 'RUB', amount: 50_000, reason: 'adjustment', availableAt: earlier() });
    const row = await orderWithAllBonuses();
    expect(row.bonusesSpent).toBeGreaterThan(0);
    // As an operator's order records it: the operator spent points on the customer's order.
    const operatorId = (await seededUserIds(t.db)).operator;
    await t.db.insert(loyaltyLedger).values({ userId: operatorId, program: 'bonus', currency: 'RUB', amount: -300, reason: 'spend', orderId: row.id, availableAt: new Date() });

    const cancelled = await advanceOrder(t.db, row.number, 'C');
    expect(cancelled).toMatchObject({ ok: true, change: { refunded: { bonus: row.bonusesSpent + 300 } } });
    const refunds = await t.db.select().from(loyaltyLedger).where(and(eq(loyaltyLedger.orderId, row.id), eq(loyaltyLedger.reason, 'refund')));
    expect(refunds.map(({ userId, amount, currency }) => ({ userId, amount, currency })).sort((a, b) => a.amount - b.amount)).toEqual([
      { userId: operatorId, amount: 300, currency: 'RUB' },
      { userId: buyer.userId, amount: row.bonusesSpent, currency: 'RUB' },
    ].sort((a, b) => a.amount - b.amount));
  });
});
