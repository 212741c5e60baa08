// Issue 19 §2, finding 12: an operator moves a return forward (PATCH admin/returns/{number}/, the
// return:advance tool); refunding it gives its points and gift-card part back once, and its money
// back where it came from: through the acquirer (here the local YooKassa fake) with the refund row's
// id as Idempotence-Key for an order paid online, by transfer to the shopper's account otherwise.
// An order never gets back more money than it paid, across its returns and its closing. A transfer is
// marked paid by the operator (POST admin/returns/{number}/transfer/, return:transfer-paid) and the
// shopper's return then says when.
import {
  type OrderCreateResponse,
  type ReturnAdvanceResponse,
  type ReturnCreatedResponse,
  type ReturnResponse,
  type ReturnsResponse,
  type ReturnTransferPaidResponse,
  paths,
  returnAdminPaths,
} from '@ornament/api-contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { giftCards, loyaltyLedger, orderItems, orders, paymentRefunds, payments, returns } from '../../src/db/schema';
import { balancesOf } from '../../src/services/basket/pricing/loyalty';
import { advanceOrder } from '../../src/services/checkout/orderStatus';
import { queueOrderRefund } from '../../src/services/checkout/payments/refunds';
import { developmentReturnsAdminToken } from '../../src/services/returns/adminRoutes';
import { type Choice, type Shopper, anna, choose, ensureTariffs, moscowStore, putInBasket, shopper, stockedProduct } from '../checkout/fixture';
import { type FakeYookassa, startFakeYookassa } from '../fakes/fakeYookassa';
import { type TestApp, buildTestApp } from '../helpers/build';

let t: TestApp;
let fake: FakeYookassa;
let buyer: Shopper;
let store: number;

const yookassaEnv = { PAYMENT_PROVIDER: 'yookassa', YOOKASSA_SHOP_ID: 'shop-481516', YOOKASSA_SECRET_KEY: 'test_secret_key_for_the_fake' };
const operator = { authorization: `Bearer ${developmentReturnsAdminToken}` };
const bankAccount = { holder: 'Анна Смирнова', account: '4081 7810 0999 1000 4321', bik: '044525225' };

beforeAll(async () => {
  fake = await startFakeYookassa({
    shopId: yookassaEnv.YOOKASSA_SHOP_ID,
    secretKey: yookassaEnv.YOOKASSA_SECRET_KEY,
    notify: (body) => t.app.inject({ method: 'POST', url: paths.paymentNotification('yookassa'), payload: body }),
  });
  t = await buildTestApp({ env: { ...yookassaEnv, YOOKASSA_API_URL: fake.apiUrl } });
  await ensureTariffs(t.db);
  buyer = await shopper(t.app, t.db, 'shopper');
  store = await moscowStore(t.db);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(() => {
  fake.down = false;
});

type OrderRow = typeof orders.$inferSelect;

/** A bought-out order (F) of `quantity` units: paid online through the fake, or in cash. */
async function boughtOut(paymentMethod: 'card-online' | 'cash', { quantity = 1, body = {}, choice = {} }: { quantity?: number; body?: object; choice?: Choice } = {}) {
  const product = await stockedProduct(t.db, { [store]: 5 });
  await putInBasket(t.db, buyer.userId, product, quantity);
  await choose(t.db, buyer.userId, { paymentMethod, orderType: 'in_stock', storeId: store, ...choice });
  const response = await buyer.create({ ...anna, ...body });
  expect(response.statusCode).toBe(200);
  const data = response.json<OrderCreateResponse>().data;
  const orderId = data.orders[0]!.id;
  let externalPaymentId: string | null = null;
  if (paymentMethod === 'card-online') {
    expect((await buyer.get(new URL(data.backUrl).pathname)).statusCode).toBe(303);
    const [payment] = await t.db.select().from(payments).where(eq(payments.masterOrderId, data.masterOrderId));
    externalPaymentId = payment!.externalId;
    await fake.settle(externalPaymentId!, 'succeeded');
  }
  const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  expect(await advanceOrder(t.db, row!.number, 'F')).toMatchObject({ ok: true });
  const [item] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  return { order: (await t.db.select().from(orders).where(eq(orders.id, orderId)))[0]!, item: item!, externalPaymentId };
}

async function returnOf(order: OrderRow, orderItemId: number, quantity = 1) {
  const created = await buyer.post(paths.returnCreate, { orderId: order.id, items: [{ orderItemId, quantity }], reason: 'size', refund: bankAccount });
  expect(created.statusCode).toBe(200);
  const { returnId, returnNumber } = created.json<ReturnCreatedResponse>().data;
  return { id: returnId, number: returnNumber };
}

const advance = (number: string, status: string, headers: Record<string, string> = operator) =>
  t.app.inject({ method: 'PATCH', url: returnAdminPaths.returnAdvance(number), headers, payload: { status } });

/** Moves the return along to `to` (each step 200); returns the last step's answer. */
async function walk(number: string, ...steps: string[]): Promise<ReturnAdvanceResponse['data']> {
  let last: ReturnAdvanceResponse['data'] | undefined;
  for (const status of steps) {
    const response = await advance(number, status);
    expect(response.statusCode, `${status}: ${response.body}`).toBe(200);
    last = response.json<ReturnAdvanceResponse>().data;
  }
  return last!;
}

const detailOf = async (id: number) => (await buyer.get(paths.return(id))).json<ReturnResponse>().data.attributes;
const refundRowsOf = (orderId: number) => t.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, orderId));
const providerRefundsOf = (externalPaymentId: string) => fake.refunds.filter((refund) => refund.payment_id === externalPaymentId);

async function runRefundJob(): Promise<void> {
  t.app.paymentRefunds!.kick();
  await t.app.paymentRefunds!.settled();
}

/** Makes the buyer's available rouble bonus balance exactly `amount`. */
async function bonusBalance(amount: number): Promise<void> {
  const now = new Date();
  const { bonus } = await balancesOf(t.db, buyer.userId, 'RUB', now);
  const availableAt = new Date(now.getTime() - 60_000);
  await t.db.insert(loyaltyLedger).values({ userId: buyer.userId, program: 'bonus', currency: 'RUB', amount: amount - bonus, reason: 'adjustment', availableAt });
}

describe('refunding a return (finding 19.12)', () => {
  it('finding 19.12: a card-paid order’s return is refunded through the provider once, keyed by its refund row, even when set twice or the job runs twice', async () => {
    const { order, item, externalPaymentId } = await boughtOut('card-online', { quantity: 2 });
    const ret = await returnOf(order, item.id);
    const before = await detailOf(ret.id);
    expect(before).toMatchObject({ status: 'new', 'refund-method': 'card' });
    const money = before['refund-amount'];
    expect(money).toBeGreaterThan(0);

    const refunded = await walk(ret.number, 'sent', 'received', 'refunded');
    expect(refunded).toMatchObject({ from: 'received', to: 'refunded', changed: true, refund: { method: 'card', money } });
    await runRefundJob();
    // The operator sets it again and the job runs again: nothing more reaches the provider.
    expect(await walk(ret.number, 'refunded')).toMatchObject({ changed: false, refund: null });
    await runRefundJob();

    const rows = await refundRowsOf(order.id);
    expect(rows).toEqual([expect.objectContaining({ returnId: ret.id, amount: money, status: 'succeeded', attempts: 1 })]);
    expect(providerRefundsOf(externalPaymentId!)).toEqual([expect.objectContaining({ amount: { value: money.toFixed(2), currency: 'RUB' }, idempotenceKey: rows[0]!.id })]);
    expect(await detailOf(ret.id)).toMatchObject({ status: 'refunded', 'refund-method': 'card', 'can-cancel': false });
  });

  it('finding 19.12: a cash order’s return makes no provider call; its money is recorded as a transfer to the shopper’s account', async () => {
    const { order, item } = await boughtOut('cash');
    const ret = await returnOf(order, item.id);
    expect((await detailOf(ret.id))['refund-method']).toBe('transfer');
    const callsBefore = fake.calls.length;

    const refunded = await walk(ret.number, 'sent', 'received', 'refunded');
    await runRefundJob();
    const [row] = await t.db.select().from(returns).where(eq(returns.id, ret.id));
    expect(refunded.refund).toMatchObject({ method: 'transfer', money: row!.refundAmount });
    expect(row).toMatchObject({ status: 'refunded', refundMethod: 'transfer', refundMoney: row!.refundAmount, refundDetails: { account: '40817810099910004321', bik: '044525225' } });
    expect(await refundRowsOf(order.id)).toEqual([]);
    expect(fake.calls.slice(callsBefore).filter((call) => call.includes('/refunds'))).toEqual([]);
    expect((await detailOf(ret.id))['refund-method']).toBe('transfer');
  });

  it('finding 19.12: the bonuses and the gift card’s part go back once, to the spender in the currency spent', async () => {
    await bonusBalance(1500);
    await t.db.insert(giftCards).values({ number: 'GC-RETURN-0001', currency: 'RUB', nominal: 2000, balance: 2000 });
    const { order, item } = await boughtOut('cash', { body: { isUseAllBonuses: true, applyGiftCard: true }, choice: { giftCardNumber: 'GC-RETURN-0001' } });
    expect(order).toMatchObject({ bonusesSpent: 1500, giftCardSpent: 2000 });
    const ret = await returnOf(order, item.id);
    const split = await detailOf(ret.id);
    // The whole order comes back: every point and the whole gift-card part.
    expect(split).toMatchObject({ 'refund-bonuses': 1500, 'refund-gift-card': 2000 });
    const balance = async () => (await t.db.select({ balance: giftCards.balance }).from(giftCards).where(eq(giftCards.number, 'GC-RETURN-0001')))[0]!.balance;
    expect(await balance()).toBe(0);

    expect((await walk(ret.number, 'sent', 'received', 'refunded')).refund).toMatchObject({ bonuses: 1500, giftCard: 2000, stars: 0 });
    expect((await walk(ret.number, 'refunded')).changed).toBe(false);
    const back = await t.db
      .select({ userId: loyaltyLedger.userId, amount: loyaltyLedger.amount, currency: loyaltyLedger.currency, comment: loyaltyLedger.comment })
      .from(loyaltyLedger)
      .where(and(eq(loyaltyLedger.orderId, order.id), eq(loyaltyLedger.reason, 'refund')));
    expect(back).toEqual([{ userId: buyer.userId, amount: 1500, currency: 'RUB', comment: `Возврат ${ret.number}` }]);
    expect(await balance()).toBe(2000);
    expect((await balancesOf(t.db, buyer.userId, 'RUB', new Date())).bonus).toBeGreaterThanOrEqual(1500);
  });

  it('finding 19.12: two returns of one order plus its closing never refund more money than was paid online', async () => {
    // An odd number of bonuses: each half's points round down, so each half's money rounds up and the
    // two returns' money parts together are a rouble above what the order paid.
    await bonusBalance(1001);
    const { order, item, externalPaymentId } = await boughtOut('card-online', { quantity: 2, body: { isUseAllBonuses: true } });
    expect(order.bonusesSpent).toBe(1001);
    const first = await returnOf(order, item.id);
    const second = await returnOf(order, item.id);
    const [one, two] = [(await detailOf(first.id))['refund-amount'], (await detailOf(second.id))['refund-amount']];
    expect(one + two).toBeGreaterThan(order.total);

    expect((await walk(first.number, 'sent', 'received', 'refunded')).refund).toMatchObject({ method: 'card', money: one });
    expect((await walk(second.number, 'sent', 'received', 'refunded')).refund).toMatchObject({ method: 'card', money: Math.round((order.total - one) * 100) / 100 });
    // The routes never close a bought-out order; if anything did, nothing would be left to queue.
    expect(await queueOrderRefund(t.db, order)).toBe(0);
    await runRefundJob();

    const rows = await refundRowsOf(order.id);
    expect(rows.map((row) => row.status)).toEqual(['succeeded', 'succeeded']);
    const sent = providerRefundsOf(externalPaymentId!).reduce((sum, refund) => sum + Number(refund.amount.value), 0);
    expect(Math.round(sent * 100) / 100).toBe(order.total);
  });

  it('finding 19.12: an order closed between its two returns leaves the second return no money to queue', async () => {
    const { order, item, externalPaymentId } = await boughtOut('card-online', { quantity: 2 });
    const first = await returnOf(order, item.id);
    const second = await returnOf(order, item.id);
    const one = (await walk(first.number, 'sent', 'received', 'refunded')).refund!.money;
    expect(await queueOrderRefund(t.db, order)).toBe(Math.round((order.total - one) * 100) / 100);
    expect((await walk(second.number, 'sent', 'received', 'refunded')).refund).toMatchObject({ method: 'card', money: 0 });
    await runRefundJob();
    expect((await refundRowsOf(order.id)).map((row) => [row.returnId, row.status])).toEqual(
      expect.arrayContaining([
        [first.id, 'succeeded'],
        [null, 'succeeded'],
      ]),
    );
    expect(await refundRowsOf(order.id)).toHaveLength(2);
    const sent = providerRefundsOf(externalPaymentId!).reduce((sum, refund) => sum + Number(refund.amount.value), 0);
    expect(Math.round(sent * 100) / 100).toBe(order.total);
  });
});

describe('moving a return (finding 19.12)', () => {
  it('finding 19.12: only forward moves; a backward, skipping or final one is refused with a JSON:API 409', async () => {
    const { order, item } = await boughtOut('cash', { quantity: 2 });
    const ret = await returnOf(order, item.id);
    for (const status of ['received', 'refunded']) {
      const skipped = await advance(ret.number, status);
      expect(skipped.statusCode).toBe(409);
      expect(skipped.json()).toMatchObject({ errors: [{ status: '409', code: 'return_move_not_allowed', source: { pointer: '/status' } }] });
    }
    await walk(ret.number, 'sent');
    expect((await advance(ret.number, 'new')).statusCode).toBe(409);
    await walk(ret.number, 'received');
    expect((await advance(ret.number, 'cancelled')).statusCode).toBe(409);
    expect((await detailOf(ret.id)).status).toBe('received');

    const other = await returnOf(order, item.id);
    await walk(other.number, 'sent', 'cancelled');
    expect((await advance(other.number, 'refunded')).statusCode).toBe(409);
    expect((await detailOf(other.id)).status).toBe('cancelled');

    const unknownStatus = await advance(ret.number, 'lost');
    expect(unknownStatus.statusCode).toBe(400);
    expect(unknownStatus.json()).toMatchObject({ errors: [{ status: '400', source: { pointer: '/status' } }] });
    const unknownReturn = await advance('00000000-9', 'sent');
    expect(unknownReturn.statusCode).toBe(404);
    expect(unknownReturn.json()).toMatchObject({ errors: [{ status: '404' }] });
  });

  it('finding 19.12: refuses a caller without the operator token or with another (401), and moves nothing', async () => {
    const { order, item } = await boughtOut('cash');
    const ret = await returnOf(order, item.id);
    const anonymous = await advance(ret.number, 'sent', {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ errors: [{ status: '401', code: 'operator_required' }] });
    expect((await advance(ret.number, 'sent', { authorization: 'Bearer nope-nope-nope-nope' })).statusCode).toBe(401);
    expect((await advance(ret.number, 'sent', { authorization: developmentReturnsAdminToken })).statusCode).toBe(401);
    // Even a bad body says nothing to a caller without the token.
    expect((await advance(ret.number, 'lost', {})).statusCode).toBe(401);
    expect((await detailOf(ret.id)).status).toBe('new');
  });

  it('finding 19.12: live production without RETURNS_ADMIN_TOKEN takes no token at all, the development one neither', async () => {
    const live = await buildTestApp({ env: { NODE_ENV: 'production', LOG_LEVEL: 'silent' } });
    try {
      const response = await live.app.inject({ method: 'PATCH', url: returnAdminPaths.returnAdvance('00000000-1'), headers: operator, payload: { status: 'sent' } });
      expect(response.statusCode).toBe(401);
      const transfer = { data: { attributes: { reference: '1001' } } };
      expect((await live.app.inject({ method: 'POST', url: returnAdminPaths.returnTransferPaid('00000000-1'), headers: operator, payload: transfer })).statusCode).toBe(401);
    } finally {
      await live.close();
    }
  });
});

describe('paying a transfer refund (finding 19.12)', () => {
  const markPaid = (number: string, payload: unknown, headers: Record<string, string> = operator) =>
    t.app.inject({ method: 'POST', url: returnAdminPaths.returnTransferPaid(number), headers, payload: payload as object });
  const body = (reference: string) => ({ data: { attributes: { reference } } });
  const stored = async (id: number) => (await t.db.select().from(returns).where(eq(returns.id, id)))[0]!;

  /** A cash order's return, refunded: its money waits to be paid by transfer. */
  async function refundedByTransfer() {
    const { order, item } = await boughtOut('cash');
    const ret = await returnOf(order, item.id);
    expect((await walk(ret.number, 'sent', 'received', 'refunded')).refund).toMatchObject({ method: 'transfer' });
    return ret;
  }

  it('issue 19 finding 12: the operator marks a refunded transfer paid; the shopper’s return then carries when', async () => {
    const ret = await refundedByTransfer();
    expect(await detailOf(ret.id)).toMatchObject({ 'refund-method': 'transfer', 'refund-paid-at': null });
    const row = await stored(ret.id);

    const response = await markPaid(ret.number, body(' 004512 '));
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<ReturnTransferPaidResponse>();
    expect(answer).toEqual({
      data: { type: 'return-transfer', id: ret.number, attributes: { reference: '004512', 'paid-at': expect.any(String), money: row.refundMoney, currency: 'RUB' } },
    });
    const paidAt = answer.data.attributes['paid-at'];
    expect(await stored(ret.id)).toMatchObject({ refundReference: '004512', refundPaidAt: new Date(paidAt), status: 'refunded', refundMethod: 'transfer' });
    expect(await detailOf(ret.id)).toMatchObject({ 'refund-method': 'transfer', 'refund-paid-at': paidAt });
    const listed = (await buyer.get(`${paths.returns}?page=1`)).json<ReturnsResponse>().data.find((item) => item.id === ret.id);
    expect(listed?.attributes['refund-paid-at']).toBe(paidAt);
  });

  it('issue 19 finding 12: the same payment order again is a harmless repeat with the same answer; another one is a 409', async () => {
    const ret = await refundedByTransfer();
    const first = await markPaid(ret.number, body('PP-7781'));
    expect(first.statusCode).toBe(200);
    const again = await markPaid(ret.number, body('PP-7781'));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());

    const other = await markPaid(ret.number, body('PP-7782'));
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ errors: [{ status: '409', code: 'return_transfer_already_paid', source: { pointer: '/data/attributes/reference' } }] });
    const row = await stored(ret.id);
    expect(row.refundReference).toBe('PP-7781');
    expect(row.refundPaidAt!.toISOString()).toBe(first.json<ReturnTransferPaidResponse>().data.attributes['paid-at']);
  });

  it('issue 19 finding 12: a return not yet refunded, or refunded to the card, has no transfer to pay (409); an unknown one 404', async () => {
    const { order, item } = await boughtOut('cash', { quantity: 2 });
    const ret = await returnOf(order, item.id);
    for (const status of [null, 'sent', 'received']) {
      if (status) await walk(ret.number, status);
      const early = await markPaid(ret.number, body('1001'));
      expect(early.statusCode).toBe(409);
      expect(early.json()).toMatchObject({ errors: [{ status: '409', code: 'return_transfer_not_due', source: { pointer: '/path/number' } }] });
    }
    const cancelled = await returnOf(order, item.id);
    await walk(cancelled.number, 'cancelled');
    expect((await markPaid(cancelled.number, body('1001'))).statusCode).toBe(409);

    const online = await boughtOut('card-online');
    const byCard = await returnOf(online.order, online.item.id);
    await walk(byCard.number, 'sent', 'received', 'refunded');
    const card = await markPaid(byCard.number, body('1001'));
    expect(card.statusCode).toBe(409);
    expect(card.json()).toMatchObject({ errors: [{ code: 'return_transfer_not_due' }] });
    expect(await stored(byCard.id)).toMatchObject({ refundPaidAt: null, refundReference: null });
    expect(await detailOf(byCard.id)).toMatchObject({ 'refund-method': 'card', 'refund-paid-at': null });

    const unknown = await markPaid('00000000-9', body('1001'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ errors: [{ status: '404' }] });
    expect(await stored(ret.id)).toMatchObject({ refundPaidAt: null, refundReference: null });
  });

  it('issue 19 finding 12: refuses a caller without the operator token or with another (401), and marks nothing', async () => {
    const ret = await refundedByTransfer();
    const anonymous = await markPaid(ret.number, body('1001'), {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ errors: [{ status: '401', code: 'operator_required' }] });
    expect((await markPaid(ret.number, body('1001'), { authorization: 'Bearer nope-nope-nope-nope' })).statusCode).toBe(401);
    expect((await markPaid(ret.number, body('1001'), { authorization: developmentReturnsAdminToken })).statusCode).toBe(401);
    expect((await markPaid(ret.number, {}, {})).statusCode).toBe(401);
    expect(await stored(ret.id)).toMatchObject({ refundPaidAt: null, refundReference: null });
  });

  it('issue 19 finding 12: a missing, empty, too long or broken payment order number is a 400 pointing at it', async () => {
    const ret = await refundedByTransfer();
    const pointer = '/data/attributes/reference';
    for (const payload of [{ data: { attributes: {} } }, body(''), body('   '), body('1'.repeat(65)), body('12\n34'), { data: { attributes: { reference: 1234 } } }]) {
      const response = await markPaid(ret.number, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json(), JSON.stringify(payload)).toMatchObject({ errors: [{ status: '400', source: { pointer } }] });
    }
    const noData = await markPaid(ret.number, {});
    expect(noData.statusCode).toBe(400);
    expect(noData.json()).toMatchObject({ errors: [{ status: '400', source: { pointer: '/data' } }] });
    expect(await stored(ret.id)).toMatchObject({ refundPaidAt: null, refundReference: null });
    // 64 characters is the most a payment order number takes.
    expect((await markPaid(ret.number, body('9'.repeat(64)))).statusCode).toBe(200);
  });
});
