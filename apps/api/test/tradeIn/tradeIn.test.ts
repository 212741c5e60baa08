// Trade-in (issue 8): settings per currency, a guest's jewelry and products on its fake user, the
// duplicate article answering 'уже существует', the calculation, the landing page, the login merge.
import { type ContentPage, paths, tradeInPaths } from '@ornament/api-contract';
import { tradeInDuplicateMarker, tradeInMessages as m } from '@ornament/domain';
import { asc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, sessions, tradeInProducts } from '../../src/db/schema';
import { hashToken } from '../../src/plugins/session';
import { mergeTradeIn } from '../../src/services/tradeIn/repository';
import { type TestApp, buildTestApp } from '../helpers/build';

const origin = { origin: 'http://localhost:3000' };
let t: TestApp;
let articles: { article: string; priceRub: number }[];

beforeAll(async () => {
  t = await buildTestApp({ products: 60 });
  articles = (await t.db
    .select({ article: products.article, priceRub: products.priceRub })
    .from(products)
    .where(isNotNull(products.priceRub))
    .orderBy(asc(products.id))
    .limit(3)) as typeof articles;
});
afterAll(async () => t?.close());

const cookieOf = (response: { headers: Record<string, unknown> }) => /^(sid=[^;]+)/.exec(String([response.headers['set-cookie']].flat()[0]))![1]!;
const post = (url: string, payload?: object, cookie?: string, extra: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, ...(payload ? { payload } : {}), headers: { ...origin, ...extra, ...(cookie ? { cookie } : {}) } });
const get = (url: string, cookie?: string, extra: Record<string, string> = {}) => t.app.inject({ url, headers: { ...extra, ...(cookie ? { cookie } : {}) } });

const ring = { type: 'ring', metal: 'gold', fineness: 585, weight: 3.5, inserts: 'none' };
const chain = { type: 'chain', metal: 'silver', fineness: 925, weight: 12, inserts: 'stones' };

describe('settings and the landing', () => {
  it('answers prices per gram in roubles, and in tenge for Kazakhstan', async () => {
    const rub = (await get(tradeInPaths.settings)).json().data;
    expect(rub).toMatchObject({ currency: 'RUB', maxCreditPercent: 50 });
    const gold = rub.metals.find((metal: { code: string }) => metal.code === 'gold');
    expect(gold.fineness).toContainEqual({ value: 585, pricePerGram: 6020 });
    const kzt = (await get(tradeInPaths.settings.slice(0, -1), undefined, { 'x-country-code': 'KZ' })).json().data;
    expect(kzt.currency).toBe('KZT');
    expect(kzt.metals[0].fineness[0].pricePerGram).toBeGreaterThan(gold.fineness[0].pricePerGram);
  });

  it('serves the content page trade-in with its blocks', async () => {
    const response = await get(`${paths.contentPage(tradeInPaths.contentPage)}?include=contents`);
    expect(response.statusCode).toBe(200);
    const page = response.json<{ data: ContentPage }>().data;
    expect(page.title).toBe('Трейд-ин');
    expect(page.contents?.map((area) => area.code)).toEqual(['trade-in-intro', 'trade-in-steps', 'trade-in-terms']);
  });
});

describe('a guest’s lists and the calculation', () => {
  let cookie: string;

  it('starts empty and refuses to calculate', async () => {
    expect((await get(tradeInPaths.list)).json()).toEqual({ data: [] });
    const calc = await post(tradeInPaths.calculate);
    expect(calc.statusCode).toBe(422);
    expect(calc.json().errors[0].detail).toBe(m.noJewelries);
  });

  it('batch-creates jewelry on the fake user and batch-deletes it', async () => {
    const created = await post(tradeInPaths.batchCreate, { data: [ring, chain, { ...ring, type: 'earrings' }] });
    expect(created.statusCode).toBe(200);
    cookie = cookieOf(created);
    const list = created.json().data;
    expect(list).toHaveLength(3);
    expect(list[1]).toMatchObject({ type: 'chain', metal: 'silver', fineness: 925, weight: 12, inserts: 'stones' });
    const deleted = await post(tradeInPaths.batchDelete, { data: [list[2].id] }, cookie);
    expect(deleted.json().data).toHaveLength(2);
    expect((await get(tradeInPaths.list, cookie)).json().data).toHaveLength(2);
    expect((await post(tradeInPaths.batchDelete, { data: [list[2].id] }, cookie)).statusCode).toBe(404);
  });

  it('refuses a fineness it does not take and a weight out of range', async () => {
    const fineness = await post(tradeInPaths.batchCreate, { data: [{ ...ring, fineness: 123 }] }, cookie);
    expect(fineness.statusCode).toBe(422);
    expect(fineness.json().errors[0]).toMatchObject({ detail: m.finenessNotAccepted, source: { pointer: '/data/0/fineness' } });
    const weight = await post(tradeInPaths.batchCreate, { data: [{ ...ring, weight: 0 }] }, cookie);
    expect(weight.statusCode).toBe(400);
    expect(weight.json().errors[0].detail).toBe(m.weightInvalid);
  });

  it('adds a product by article once; the duplicate answers уже существует; unknown is 404', async () => {
    const [first] = articles;
    const added = await post(`${tradeInPaths.addProduct}?article=${encodeURIComponent(first!.article)}`, undefined, cookie);
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ data: [{ article: first!.article, price: first!.priceRub }], meta: { currency: 'RUB' } });
    const duplicate = await post(`${tradeInPaths.addProduct}?article=${encodeURIComponent(first!.article)}`, undefined, cookie);
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors[0].detail).toContain(tradeInDuplicateMarker);
    expect(await t.db.select().from(tradeInProducts)).toHaveLength(1);
    const unknown = await post(`${tradeInPaths.addProduct}?article=NOPE-000`, undefined, cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0].detail).toBe(m.productNotFound('NOPE-000'));
  });

  it('calculates the credit from the prices per gram, capped at half the new items', async () => {
    const price = articles[0]!.priceRub;
    const jewelryValue = 3.5 * 6020 + 12 * 0.85 * 80;
    const calc = await post(tradeInPaths.calculate, undefined, cookie);
    expect(calc.statusCode).toBe(200);
    const credit = Math.min(jewelryValue, price / 2);
    expect(calc.json().data).toMatchObject({ status: true, currency: 'RUB', jewelryValue, productsTotal: price, credit, toPay: Math.round((price - credit) * 100) / 100 });
  });

  it('deletes a product by article', async () => {
    const response = await post(`${tradeInPaths.deleteProduct}?article=${encodeURIComponent(articles[0]!.article)}`, undefined, cookie);
    expect(response.json().data).toEqual([]);
    const calc = await post(tradeInPaths.calculate, undefined, cookie);
    expect(calc.json().errors[0].detail).toBe(m.noProducts);
  });
});

describe('login merge', () => {
  it('moves the guest’s lists to the account, a product once', async () => {
    const guest = await post(`${tradeInPaths.addProduct}?article=${encodeURIComponent(articles[1]!.article)}`);
    const guestCookie = cookieOf(guest);
    await post(tradeInPaths.batchCreate, { data: [ring] }, guestCookie);
    const account = await post(`${tradeInPaths.addProduct}?article=${encodeURIComponent(articles[1]!.article)}`);
    const accountCookie = cookieOf(account);
    const userOf = async (cookie: string) => (await t.db.select({ id: sessions.userId }).from(sessions).where(eq(sessions.tokenHash, hashToken(cookie.slice('sid='.length)))))[0]!.id;
    const [from, to] = await Promise.all([userOf(guestCookie), userOf(accountCookie)]);
    await t.db.transaction((tx) => mergeTradeIn(tx, from, to));
    expect((await get(tradeInPaths.productList, accountCookie)).json().data).toHaveLength(1);
    expect((await get(tradeInPaths.list, accountCookie)).json().data).toHaveLength(1);
    expect((await get(tradeInPaths.list, guestCookie)).json().data).toHaveLength(0);
  });
});
