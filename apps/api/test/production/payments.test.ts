// Issue 19 finding 1: live production has no sandbox acquirer. Its page and decision routes are not
// registered (a shopper cannot approve their own payment), and an online order or a gift card's
// purchase is refused with a JSON:API 422 before anything is written.
import { giftCardsPaths, paths } from '@ornament/api-contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments } from '../../src/db/schema';
import { type TestApp, buildTestApp } from '../helpers/build';
import { type Shopper, anna, choose, ensureTariffs, moscowStore, putInBasket, shopper, stockedProduct } from '../checkout/fixture';

let t: TestApp;
let buyer: Shopper;
let store: number;

beforeAll(async () => {
  t = await buildTestApp({ env: { NODE_ENV: 'production', LOG_LEVEL: 'silent' } });
  await ensureTariffs(t.db);
  buyer = await shopper(t.app, t.db, 'shopper', true);
  store = await moscowStore(t.db);
});
afterAll(async () => t?.close());

describe('live production without an acquirer', () => {
  it('finding 1: has no sandbox page or decision route', async () => {
    const id = '6f1c2b9e-3a4d-4e5f-8a9b-0c1d2e3f4a5b';
    expect((await buyer.get(paths.paymentSandbox(id))).statusCode).toBe(404);
    expect((await buyer.postForm(paths.paymentSandbox(id), { decision: 'approve' })).statusCode).toBe(404);
  });

  it('finding 1: refuses an online order with a 422 on the payment method and writes nothing', async () => {
    const product = await stockedProduct(t.db, { [store]: 5 });
    await putInBasket(t.db, buyer.userId, product);
    await choose(t.db, buyer.userId, { paymentMethod: 'card-online', orderType: 'in_stock', storeId: store });
    const ordersBefore = (await t.db.select().from(orders).where(eq(orders.userId, buyer.userId))).length;
    const response = await buyer.create(anna);
    expect(response.statusCode).toBe(422);
    const [error] = response.json<{ errors: { status: string; code: string; detail: string; source?: { pointer: string } }[] }>().errors;
    expect(error).toMatchObject({ status: '422', code: 'online_payment_unavailable', source: { pointer: '/data/attributes/payment-method' } });
    expect(error?.detail).toMatch(/Оплата онлайн сейчас недоступна/);
    expect(await t.db.select().from(orders).where(eq(orders.userId, buyer.userId))).toHaveLength(ordersBefore);
    expect(await t.db.select().from(payments).where(eq(payments.userId, buyer.userId))).toEqual([]);
  });

  it('finding 1: refuses a gift card’s purchase (only ever paid online)', async () => {
    const response = await buyer.post(giftCardsPaths.giftCardCreate, {
      nominal: 5000,
      decor: 'birthday',
      recipient: { name: 'Мария', phone: '+7 916 123-45-67', email: 'maria@example.ru' },
      sendLater: false,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: { code: string }[] }>().errors[0]?.code).toBe('online_payment_unavailable');
  });
});
