// Gift cards (issue 8): buy through the payment sandbox → the card is active only once paid, spendable
// in the basket with its balance decreasing; the captcha-guarded lookup with its errors and limits.
import { type CaptchaResponse, type GiftCardCreateResponse, type GiftCardPurchaseResponse, type GiftCardViewResponse, type OrderCreateResponse, giftCardsPaths, paths } from '@ornament/api-contract';
import { giftCardMessages, giftCardServerMessages } from '@ornament/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftCardPurchases, giftCards, orders } from '../../src/db/schema';
import { type TestApp, buildTestApp } from '../helpers/build';
import { signedIn } from '../orders/signedIn';
import { type Shopper, anna, choose, ensureTariffs, moscowStore, putInBasket, shopper, stockedProduct, storefront } from '../checkout/fixture';

const answer = 'gc7k';
let t: TestApp;
let buyer: Shopper;

beforeAll(async () => {
  t = await buildTestApp({ env: { CAPTCHA_TEST_ANSWER: answer } });
  await ensureTariffs(t.db);
  buyer = await shopper(t.app, t.db, 'shopper');
});
afterAll(async () => t?.close());

const purchaseBody = {
  nominal: 5000,
  decor: 'birthday',
  recipient: { name: 'Мария', phone: '+7 916 123-45-67', email: 'maria@example.ru' },
  sendLater: false,
  note: 'С днём рождения!',
};

async function captchaToken(ip = '127.0.0.1'): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: paths.authCaptcha, remoteAddress: ip });
  return `${response.json<CaptchaResponse>().data.attributes.uid_captcha}:${answer}`;
}

async function lookup(number: string, token: string | null, ip = '127.0.0.1') {
  const query = token === null ? '' : `?captchaToken=${encodeURIComponent(token)}`;
  return t.app.inject({ method: 'GET', url: `${giftCardsPaths.giftCardView(number)}${query}`, remoteAddress: ip });
}

async function buy(body: object = purchaseBody) {
  return buyer.post(giftCardsPaths.giftCardCreate, body);
}

describe('buying a gift card', () => {
  it('lists decors and nominals', async () => {
    const response = await t.app.inject({ method: 'GET', url: giftCardsPaths.giftCardDecors });
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: { decors: { code: string }[]; nominals: number[] } }>();
    expect(data.decors.map((decor) => decor.code)).toEqual(['classic', 'birthday', 'love', 'new-year']);
    expect(data.nominals).toContain(5000);
  });

  it('creates a pending card, activates it on payment, and the basket spends it down', async () => {
    const session = await signedIn(t.app, t.db, 'shopper');
    const created = await session.call({ method: 'POST', url: giftCardsPaths.giftCardCreate, payload: purchaseBody, headers: { origin: storefront, 'x-country-code': 'RU' } });
    expect(created.statusCode).toBe(200);
    const { data } = created.json<GiftCardCreateResponse>();
    expect(data.paymentUrl).toMatch(/^http:\/\/localhost:3000\/api\/sklv\/v6\/payment\/sandbox\/[0-9a-f-]{36}\/$/);
    const [purchase] = await t.db.select().from(giftCardPurchases).where(eq(giftCardPurchases.paymentId, data.purchaseId));
    expect(purchase).toMatchObject({ recipientName: 'Мария', recipientPhone: '79161234567', timezoneOffset: '+03:00', sendLater: false });
    const number = purchase!.cardNumber;
    expect(number).toMatch(/^[1-9]\d{15}$/);
    expect((await card(number))).toMatchObject({ status: 'pending', isActive: false, balance: 5000 });

    const pending = (await buyer.get(giftCardsPaths.giftCardPurchase(data.purchaseId))).json<GiftCardPurchaseResponse>();
    expect(pending.data).toMatchObject({ status: 'pending', card: null, nominal: 5000 });
    expect((await lookup(number, await captchaToken())).statusCode).toBe(404);

    const approved = await buyer.postForm(new URL(data.paymentUrl).pathname, { decision: 'approve' });
    expect(approved.statusCode).toBe(303);
    expect(approved.headers.location).toBe(`${storefront}/gift-card/?purchase=${data.purchaseId}`);
    expect(await card(number)).toMatchObject({ status: 'active', isActive: true });
    const paid = (await buyer.get(giftCardsPaths.giftCardPurchase(data.purchaseId))).json<GiftCardPurchaseResponse>();
    expect(paid.data).toMatchObject({ status: 'paid', card: number, decor: { code: 'birthday' } });
    const other = await shopper(t.app, t.db, 'operator');
    expect((await other.get(giftCardsPaths.giftCardPurchase(data.purchaseId))).statusCode).toBe(404);

    // Spend part of it: a product dearer than nothing, the card covers up to its balance.
    const store = await moscowStore(t.db);
    const product = await stockedProduct(t.db, { [store]: 2 });
    await putInBasket(t.db, buyer.userId, product);
    const applied = await buyer.post(paths.basketSetGiftCard, { giftCardNumber: number });
    expect(applied.statusCode).toBe(200);
    await choose(t.db, buyer.userId, { paymentMethod: 'card-online', orderType: 'in_stock', storeId: store, giftCardNumber: number });
    const ordered = await buyer.create({ ...anna, applyGiftCard: true });
    expect(ordered.statusCode).toBe(200);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, ordered.json<OrderCreateResponse>().data.orders[0]!.id));
    const spent = Math.min(5000, product.price);
    expect(row).toMatchObject({ giftCardNumber: number, giftCardSpent: spent });
    expect((await card(number))!.balance).toBe(5000 - spent);
  });

  it('refuses bad fields with pointers, and other countries', async () => {
    const response = await buy({ ...purchaseBody, nominal: 4999, decor: 'nope', recipient: { name: '', phone: '123', email: 'x@' }, sendLater: true, selectedDate: '2020-01-01', selectedTime: '10:00' });
    expect(response.statusCode).toBe(422);
    const pointers = response.json<{ errors: { source: { pointer: string }; detail: string }[] }>().errors.map((error) => error.source.pointer);
    expect(pointers).toEqual(['/nominal', '/decor', '/recipient/name', '/recipient/phone', '/recipient/email', '/selectedDate']);
    const kz = await t.app.inject({ method: 'POST', url: giftCardsPaths.giftCardCreate, payload: purchaseBody, headers: { 'x-country-code': 'KZ' } });
    expect(kz.statusCode).toBe(422);
    expect(kz.json<{ errors: { detail: string }[] }>().errors[0]!.detail).toBe(giftCardServerMessages.notSold);
    // The diamond site is Russian too, but its edition sells no cards (the tenant rule the page follows).
    const diamant = await t.app.inject({ method: 'POST', url: giftCardsPaths.giftCardCreate, payload: purchaseBody, headers: { 'x-country-code': 'RU', 'x-source': 'diamant' } });
    expect(diamant.statusCode).toBe(422);
  });

  it('stores a send-later moment at the chosen offset', async () => {
    const date = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    const response = await buy({ ...purchaseBody, sendLater: true, selectedDate: date, selectedTime: '09:30', timezone: 'Новосибирск UTC+7:00' });
    expect(response.statusCode).toBe(200);
    const [purchase] = await t.db.select().from(giftCardPurchases).where(eq(giftCardPurchases.paymentId, response.json<GiftCardCreateResponse>().data.purchaseId));
    expect(purchase).toMatchObject({ sendLater: true, timezoneOffset: '+07:00' });
    expect(purchase!.sendAt.toISOString()).toBe(new Date(`${date}T02:30:00Z`).toISOString());
  });
});

describe('balance lookup', () => {
  it('answers card and decor for a good captcha', async () => {
    const response = await lookup('2000 1000 0000 0001', await captchaToken('10.0.0.1'), '10.0.0.1');
    expect(response.statusCode).toBe(200);
    expect(response.json<GiftCardViewResponse>()).toMatchObject({
      card: { card: '2000100000000001', isBlocked: false, price: 7500, status: 'active', type: 'electronic', dateBlocked: null },
      decor: { code: 'birthday', name: 'С днём рождения' },
    });
    const blocked = (await lookup('2000100000000002', await captchaToken('10.0.0.1'), '10.0.0.1')).json<GiftCardViewResponse>();
    expect(blocked.card).toMatchObject({ isBlocked: true, status: 'blocked', dateBlocked: '2026-03-01T09:00:00.000Z' });
    const empty = (await lookup('2000100000000003', await captchaToken('10.0.0.1'), '10.0.0.1')).json<GiftCardViewResponse>();
    expect(empty.card.price).toBe(0);
  });

  it('wrong or missing captcha → 422 in Russian; unknown card → 404 with the spec message', async () => {
    const uid = (await captchaToken('10.0.0.2')).split(':')[0];
    for (const token of [`${uid}:wrong`, null, 'garbage']) {
      const response = await lookup('2000100000000001', token, '10.0.0.2');
      expect(response.statusCode).toBe(422);
      expect(response.json<{ errors: { detail: string }[] }>().errors[0]!.detail).toBe(giftCardServerMessages.captcha);
    }
    const unknown = await lookup('9999888877776666', await captchaToken('10.0.0.2'), '10.0.0.2');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ errors: { detail: string }[] }>().errors[0]!.detail).toBe(giftCardMessages.notFound);
  });

  it('limits lookups per card number', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await lookup('1111222233334444', null, `10.1.0.${i}`)).statusCode);
    expect(statuses.slice(0, 5).every((status) => status === 422)).toBe(true);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });
});

async function card(number: string) {
  const [row] = await t.db.select().from(giftCards).where(eq(giftCards.number, number));
  return row;
}

