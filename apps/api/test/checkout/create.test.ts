// POST v6/order/create/: guests and bad keys refused, spec 3 §5 texts at their server fields, stock
// taken exactly once and only when it is there, prices from the server alone, replays of one key.
import { type OrderCreateResponse, type OrdersOfMasterResponse, paths } from '@ornament/api-contract';
import { checkoutMessages } from '@ornament/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basketItems, checkoutAttempts, orderItems, orders, stockReservations } from '../../src/db/schema';
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

const pickup = () => choose(t.db, buyer.userId, { paymentMethod: 'cash', orderType: 'in_stock', storeId: store });

describe('who may order', () => {
  it('answers a guest 401 with the spec text before looking at the body', async () => {
    const response = await t.app.inject({ method: 'POST', url: paths.orderCreate, payload: { buyerName: 5 }, headers: { 'idempotency-key': 'guest-attempt-1' } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ errors: [{ status: '401', code: 'auth_required', detail: checkoutMessages.loginRequired }] });
  });

  it('needs an Idempotency-Key', async () => {
    const response = await buyer.create(anna, { key: 'short' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: [{ code: 'idempotency_key_invalid', source: { pointer: '/headers/idempotency-key' } }] });
  });
});

describe('validation', () => {
  it('names every missing field with the spec 3 §5 texts at its server field', async () => {
    const product = await stockedProduct(t.db, { [store]: 3 });
    await putInBasket(t.db, buyer.userId, product);
    await choose(t.db, buyer.userId, { orderType: 'sim' });
    const response = await buyer.create({ buyerName: '', buyerEmail: 'x@' });
    expect(response.statusCode).toBe(422);
    const errors = response.json<{ errors: { detail: string; source: { pointer: string } }[] }>().errors.map((e) => [e.source.pointer, e.detail]);
    expect(errors).toEqual([
      ['/data/attributes/buyer-name', checkoutMessages.buyerRequired],
      ['/data/attributes/buyer-surname', checkoutMessages.buyerRequired],
      ['/data/attributes/buyer-phone', checkoutMessages.buyerRequired],
      ['/data/attributes/buyer-email', 'Проверьте адрес электронной почты'],
      ['/data/attributes/payment-method', checkoutMessages.paymentMethodRequired],
      ['/data/attributes/delivery-address', 'Для оформления заказа добавьте или выберите адрес доставки'],
      ['/data/attributes/timeslot-not-available', 'Выбранное время доставки недоступно, выберите другое'],
    ]);
    expect(await stockOf(t.db, product.productId)).toBe(3);
  });

  it('asks for a receiving method, and refuses an empty basket', async () => {
    await choose(t.db, buyer.userId, { paymentMethod: 'cash' });
    const method = await buyer.create(anna);
    expect(method.json()).toMatchObject({ errors: [{ source: { pointer: '/data/attributes/order-type' }, detail: checkoutMessages.receivingMethodRequired }] });
    await t.db.delete(basketItems).where(eq(basketItems.userId, buyer.userId));
    const empty = await buyer.create(anna);
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({ errors: [{ code: 'basket_empty' }] });
  });

  it('refuses malformed bodies with 400', async () => {
    expect((await buyer.create({ ...anna, buyerDelivery: { floor: 'third' } })).statusCode).toBe(400);
    expect((await buyer.create({ ...anna, deliveryDate: 'tomorrow' })).statusCode).toBe(400);
  });
});

describe('a pickup order paid on receipt', () => {
  it('takes the stock, splits nothing, clears the bought line and answers the spec fields', async () => {
    const product = await stockedProduct(t.db, { [store]: 2 });
    const itemId = await putInBasket(t.db, buyer.userId, product);
    await pickup();
    // Forged money fields are dropped unread: the server prices from the catalogue.
    const response = await buyer.create({ ...anna, price: 1, total: 1, itemsCost: 1, items: [{ id: itemId, price: 1 }] });
    expect(response.statusCode).toBe(200);
    const { data } = response.json<OrderCreateResponse>();
    expect(data).toMatchObject({ userId: buyer.userId, userPhone: '79990000001', userEmail: 'anna@example.ru', userFullName: 'Анна Смирнова', userName: 'Анна' });
    expect(data.backUrl).toBe(`http://localhost:3000/basket/thank-you/?masterOrderId=${data.masterOrderId}`);
    expect(data.masterOrderId).toBeGreaterThanOrEqual(5_000_000);
    expect(data.ga4).toMatchObject({ transaction_id: String(data.masterOrderId), currency: 'RUB', value: product.price, shipping: 0, items: [{ price: product.price, quantity: 1 }] });

    const [order] = await t.db.select().from(orders).where(eq(orders.id, data.orders[0]!.id));
    expect(order).toMatchObject({ status: 'N', paid: false, paymentMethod: 'cash', deliveryType: 'pickup', orderType: 'in_stock', storeId: store, itemsCost: product.price, total: product.price });
    expect(Number(order!.number)).toBeGreaterThanOrEqual(50_000_000);
    expect(order!.recipient).toEqual({ name: 'Анна', surname: 'Смирнова', phone: '79990000001', email: 'anna@example.ru' });
    expect(await stockOf(t.db, product.productId)).toBe(1);
    const [item] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order!.id));
    const reservations = await t.db.select().from(stockReservations).where(eq(stockReservations.orderItemId, item!.id));
    expect(reservations).toMatchObject([{ storeId: store, quantity: 1, releasedAt: null }]);
    expect(await t.db.select().from(basketItems).where(eq(basketItems.userId, buyer.userId))).toEqual([]);

    const master = await buyer.get(`${paths.ordersOfMaster}?filter[master_order_id]=${data.masterOrderId}`);
    expect(master.json<OrdersOfMasterResponse>().data.map((o) => o.attributes['order-number'])).toEqual([order!.number]);
  });

  it('replays the first answer for the same key and body, refuses the key with another body', async () => {
    const product = await stockedProduct(t.db, { [store]: 5 });
    await putInBasket(t.db, buyer.userId, product);
    await pickup();
    const first = await buyer.create(anna, { key: 'attempt-replay-0001' });
    expect(first.statusCode).toBe(200);
    const again = await buyer.create(anna, { key: 'attempt-replay-0001' });
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const other = await buyer.create({ ...anna, buyerComment: 'другое' }, { key: 'attempt-replay-0001' });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ errors: [{ code: 'idempotency_key_reused' }] });
    const master = first.json<OrderCreateResponse>().data.masterOrderId;
    expect(await t.db.select({ id: orders.id }).from(orders).where(eq(orders.masterOrderId, master))).toHaveLength(1);
    expect(await stockOf(t.db, product.productId)).toBe(4);
    const [attempt] = await t.db.select().from(checkoutAttempts).where(eq(checkoutAttempts.idempotencyKey, 'attempt-replay-0001'));
    expect(attempt).toMatchObject({ masterOrderId: master, responseStatus: 200 });
  });
});

describe('stock that is not there', () => {
  it('answers 422 available-rows listing the basket item, changing nothing', async () => {
    const product = await stockedProduct(t.db, { [store]: 1 });
    const itemId = await putInBasket(t.db, buyer.userId, product, 2);
    await pickup();
    const response = await buyer.create(anna, { key: 'attempt-missing-001' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      errors: [{ code: 'not_available', detail: 'Доступное количество товара для заказа уменьшилось', source: { pointer: '/data/attributes/available-rows' }, meta: { not_available: [itemId] } }],
    });
    expect(await stockOf(t.db, product.productId)).toBe(1);
    expect(await t.db.select().from(checkoutAttempts).where(eq(checkoutAttempts.idempotencyKey, 'attempt-missing-001'))).toEqual([]);
    expect(await t.db.select({ id: basketItems.id }).from(basketItems).where(eq(basketItems.userId, buyer.userId))).toHaveLength(1);
  });

  it('serves in-store pickup only from the chosen shop', async () => {
    const other = await moscowStore(t.db, 1);
    const product = await stockedProduct(t.db, { [other]: 4 });
    await putInBasket(t.db, buyer.userId, product);
    await pickup();
    const response = await buyer.create(anna);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: [{ source: { pointer: '/data/attributes/order-type' }, detail: 'Выбранный ранее способ доставки недоступен, выберите другой' }] });
    expect(await stockOf(t.db, product.productId)).toBe(4);
  });
});

describe('courier delivery', () => {
  it('needs the address and a slot among the offered ones, then books delivery from the fullest shop', async () => {
    const other = await moscowStore(t.db, 1);
    const product = await stockedProduct(t.db, { [store]: 1, [other]: 3 });
    await putInBasket(t.db, buyer.userId, product);
    await choose(t.db, buyer.userId, { paymentMethod: 'card-on-delivery', orderType: 'sim' });
    const address = { buyerDelivery: { city: 'Москва', street: 'Тверская ул.', house: '7', apartment: '12', floor: 3, porch: 2, intercom: '12' } };
    const noSlot = await buyer.create({ ...anna, ...address });
    expect(noSlot.statusCode).toBe(422);
    expect(noSlot.json()).toMatchObject({ errors: [{ code: 'timeslot_not_available', source: { pointer: '/data/attributes/timeslot-not-available' } }] });

    const calculate = await buyer.post(paths.basketCalculate, {});
    const { deliveryInfo } = calculate.json<{ data: { deliveryInfo: { deliveryPrice: number; store: { timeslots: Record<string, { time_slot_id: string }[]> } } } }>().data;
    const timeslots = deliveryInfo.store.timeslots;
    const [date, slots] = Object.entries(timeslots)[0]!;
    const response = await buyer.create({ ...anna, ...address, deliveryDate: date, timeSlotId: slots[0]!.time_slot_id, callBackRequest: true });
    expect(response.statusCode).toBe(200);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, response.json<OrderCreateResponse>().data.orders[0]!.id));
    expect(order).toMatchObject({ deliveryType: 'courier', orderType: 'sim', storeId: other, deliveryCost: deliveryInfo.deliveryPrice, total: product.price + deliveryInfo.deliveryPrice, deliveryDate: date, timeSlotId: slots[0]!.time_slot_id, callBackRequest: true });
    expect(order!.deliveryAddress).toMatchObject({ street: 'Тверская ул.', house: '7', floor: '3', porch: '2' });
    expect(order!.address).toBe('Москва, Тверская ул., д. 7, кв. 12');
  });
});

describe('a call-centre operator', () => {
  it('must name the customer, whose data the order keeps without e-mail, placed by the operator', async () => {
    const operator = await shopper(t.app, t.db, 'operator');
    const product = await stockedProduct(t.db, { [store]: 2 });
    await putInBasket(t.db, operator.userId, product);
    await choose(t.db, operator.userId, { paymentMethod: 'cash', orderType: 'in_stock', storeId: store });
    const own = { buyerName: 'Ольга', buyerSurname: 'Кузнецова', buyerPhone: '79990000002', buyerEmail: 'olga@example.ru' };
    const missing = await operator.create(own);
    expect(missing.statusCode).toBe(422);
    expect(missing.json<{ errors: { detail: string; source: { pointer: string } }[] }>().errors.map((e) => [e.source.pointer, e.detail])).toEqual([
      ['/data/attributes/recipient-name', checkoutMessages.recipientRequired],
      ['/data/attributes/recipient-surname', checkoutMessages.recipientRequired],
      ['/data/attributes/recipient-phone', checkoutMessages.recipientRequired],
    ]);
    const response = await operator.create({ ...own, recipientName: 'Иван', recipientSurname: 'Петров', recipientPhone: '+7 916 123-45-67' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json<OrderCreateResponse>();
    expect(data).toMatchObject({ userPhone: '79161234567', userEmail: '', userFullName: 'Иван Петров' });
    const [order] = await t.db.select().from(orders).where(eq(orders.id, data.orders[0]!.id));
    expect(order).toMatchObject({ placedBy: operator.userId, recipient: { name: 'Иван', surname: 'Петров', phone: '79161234567' } });
    expect(order!.recipient.email).toBeUndefined();
  });

  it('puts the order in the account of a registered customer and still shows it to the operator', async () => {
    const operator = await shopper(t.app, t.db, 'operator');
    const product = await stockedProduct(t.db, { [store]: 1 });
    await putInBasket(t.db, operator.userId, product);
    await choose(t.db, operator.userId, { paymentMethod: 'cash', orderType: 'in_stock', storeId: store });
    const response = await operator.create({ buyerName: 'Ольга', buyerSurname: 'Кузнецова', buyerPhone: '79990000002', recipientName: 'Анна', recipientSurname: 'Смирнова', recipientPhone: anna.buyerPhone });
    expect(response.statusCode).toBe(200);
    const { data } = response.json<OrderCreateResponse>();
    const [order] = await t.db.select().from(orders).where(eq(orders.id, data.orders[0]!.id));
    expect(order).toMatchObject({ userId: buyer.userId, placedBy: operator.userId });
    const ofMaster = `${paths.ordersOfMaster}?filter[master_order_id]=${data.masterOrderId}`;
    for (const viewer of [operator, buyer]) {
      const seen = await viewer.get(ofMaster);
      expect(seen.statusCode).toBe(200);
      expect(seen.json<OrdersOfMasterResponse>().data.map((row) => row.id)).toEqual([data.orders[0]!.id]);
    }
  });
});
