// Promotions (issue 8, spec 2 §3, §7, §8): lists, the detail with the viewer's flags, the idempotent
// action, stores, gift and membership info, the server-drawn wheel (once per shopper) and the banners.
import {
  type BannerFilterResponse,
  type MembershipInfoResponse,
  type PromotionGiftResponse,
  type PromotionListResponse,
  type PromotionResponse,
  type PromotionRunResponse,
  type PromotionStoresResponse,
  promotionsPaths,
  type WheelResponse,
  type WheelSpinResponse,
} from '@ornament/api-contract';
import { cities, promotionMessages, wheelMessages } from '@ornament/domain';
import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerCodes, priceRules, products, promotionParticipations, promotions, wheelSpins } from '../../src/db/schema';
import { generatePriceRules } from '../../src/db/seed/checkout/priceRules';
import { seedPromotions } from '../../src/db/seed/promotions';
import { seedUsers } from '../../src/db/seed/users';
import { rulesFor } from '../../src/services/basket/repository/rules';
import { spinWheel } from '../../src/services/promotions/wheel';
import { type TestApp, buildTestApp } from '../helpers/build';
import { seedFixtures } from '../helpers/fixtures';
import { freshShopper, jsonApiError } from '../loyalty/fixtures';

const today = new Date(new Date().setUTCHours(0, 0, 0, 0));
const kazan = cities.find((city) => city.name === 'Казань')!.guid;
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({
    seed: async (db) => {
      await seedFixtures(db);
      await db.transaction((tx) => seedUsers(tx));
      await seedPromotions(db, today);
    },
  });
});
afterAll(async () => t?.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const slugs = (body: PromotionListResponse) => body.data.map((p) => p.attributes.slug);

describe('promotion lists', () => {
  it('answers the slider, every live one paged, cross-promo and the completed ones four a page', async () => {
    const slider = (await get(`${promotionsPaths.list('all')}?slider=1`)).json<PromotionListResponse>();
    expect(slugs(slider)).toEqual(['zolotaya-nedelya', 'podarok-k-pokupke', 'besplatnaya-dostavka']);

    const all = await get(promotionsPaths.list('all'));
    expect(all.statusCode).toBe(200);
    expect(slugs(all.json())).toContain('otkrytie-v-kazani');
    expect(slugs(all.json())).not.toContain('bridal-diamant');
    expect(all.json<PromotionListResponse>().meta).toMatchObject({ 'current-page': 1, 'per-page': 12 });

    const online = (await get(promotionsPaths.list('online'))).json<PromotionListResponse>();
    expect(online.data.every((p) => p.attributes.type['promotion-type-slug'] === 'online')).toBe(true);

    const cross = (await get(`${promotionsPaths.crossPromo}?crosspromo=1`)).json<PromotionListResponse>();
    expect(slugs(cross)).toEqual(['kofe-v-podarok', 'skidka-na-taksi']);

    const first = (await get(`${promotionsPaths.list('omni')}?complited=1&per-page=4`)).json<PromotionListResponse>();
    expect(first.data).toHaveLength(4);
    expect(first.data.every((p) => p.attributes.finished)).toBe(true);
    expect(first.meta).toMatchObject({ 'total-count': 6, 'page-count': 2, 'per-page': 4 });
    const second = (await get(`${promotionsPaths.list('omni')}?complited=1&per-page=4&page=2`)).json<PromotionListResponse>();
    // Newest end first.
    expect(slugs(first)).toEqual(['letnyaya-rasprodazha-2026', 'vypusknoy-2026', '8-marta-2026', 'den-vlyublennyh-2026']);
    expect(slugs(second)).toEqual(['novogodnie-podarki-2026', 'chernaya-pyatnica-2025']);
  });

  it('shows the diamond brand its own promotion, and the unslashed path answers too', async () => {
    const diamant = (await get(promotionsPaths.list('all').replace(/\/$/, ''), { 'x-source': 'diamant' })).json<PromotionListResponse>();
    expect(slugs(diamant)).toContain('bridal-diamant');
  });

  it('refuses a bad type or page with a JSON:API 400', async () => {
    expect((await get(promotionsPaths.list('BAD TYPE'))).json()).toEqual(jsonApiError(400));
    const response = await get(`${promotionsPaths.list('all')}?page=0`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(jsonApiError(400));
  });
});

describe('GET promotion/{type}/view/{slug}/', () => {
  it('answers every field of spec 2 §3 for a guest', async () => {
    const response = await get(promotionsPaths.view('omni', 'zolotaya-nedelya'));
    expect(response.statusCode).toBe(200);
    const { attributes } = response.json<PromotionResponse>().data;
    expect(attributes).toMatchObject({
      slug: 'zolotaya-nedelya',
      'address-program-id': 1,
      type: { 'promotion-type-slug': 'omni', 'promotion-type-name': 'Во всех каналах' },
      'is-cross-promo': false,
      'counter-label': 'До конца акции осталось',
      layout: 'wide',
      finished: false,
      'active-in-city': true,
      user: { 'is-guest': true, 'is-parner': false, 'is-member': false, promocode: null },
    });
    expect(attributes['counter-ended-at-time']).toMatch(/^\d{4}-/);
    expect(attributes.images.desktop).toBe(promotionsPaths.picture('zolotaya-nedelya', 'desktop'));
    expect(attributes.terms).toContain('<li>');
  });

  it('says a city-limited promotion is not active elsewhere, and is in Kazan', async () => {
    const moscow = (await get(promotionsPaths.view('retail', 'otkrytie-v-kazani'))).json<PromotionResponse>();
    expect(moscow.data.attributes['active-in-city']).toBe(false);
    const inKazan = (await get(promotionsPaths.view('retail', 'otkrytie-v-kazani'), { 'x-city-uuid': kazan })).json<PromotionResponse>();
    expect(inKazan.data.attributes['active-in-city']).toBe(true);
  });

  it('finds a slug in any type with `all` (the storefront address has no type)', async () => {
    const body = (await get(promotionsPaths.view('all', 'podarok-k-pokupke'))).json<PromotionResponse>();
    expect(body.data.attributes.type['promotion-type-slug']).toBe('retail');
  });

  it('answers 404 with the message for an unknown slug', async () => {
    const response = await get(promotionsPaths.view('omni', 'net-takoy'));
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0].detail).toBe(promotionMessages.notFound);
  });

  it('answers the promotion picture as WebP of its variant\'s size, and the drawing as SVG', async () => {
    for (const [variant, width, height] of [['mobile', 780, 780], ['desktop', 1440, 480]] as const) {
      const response = await get(promotionsPaths.picture('zolotaya-nedelya', variant));
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'webp', width, height });
    }
    const drawing = await get(promotionsPaths.picture('zolotaya-nedelya', 'mobile').replace(/\.webp$/, '.svg'));
    expect(drawing.headers['content-type']).toContain('image/svg+xml');
    expect(drawing.body).toMatch(/^<svg /);
    for (const file of ['huge.webp', 'mobile.png', 'mobile.webp.svg']) {
      expect((await get(promotionsPaths.picture('zolotaya-nedelya', 'x').replace(/x\.webp$/, file))).statusCode, file).toBe(400);
    }
    expect((await get(promotionsPaths.picture('net-takoy', 'mobile'))).statusCode).toBe(404);
  });
});

describe('POST promotion-activity/run/', () => {
  const run = (call: (o: InjectOptions) => Promise<LightMyRequestResponse>, slug: string, promotionType: string) =>
    call({ method: 'POST', url: promotionsPaths.run, payload: { slug, promotionType } });

  it('refuses a guest with a 401 and a Russian message', async () => {
    const response = await run((o) => t.app.inject(o), 'zolotaya-nedelya', 'omni');
    expect(response.statusCode).toBe(401);
    expect(response.json().errors[0].detail).toBe(promotionMessages.loginToJoin);
  });

  it('gives a promocode once; a second run answers the same code and stores nothing more', async () => {
    const shopper = await freshShopper(t.app, t.db);
    const first = await run(shopper.call, 'zolotaya-nedelya', 'omni');
    expect(first.statusCode).toBe(200);
    expect(first.json<PromotionRunResponse>()).toEqual({ message: promotionMessages.joined, promocode: 'VIP25' });
    const again = await run(shopper.call, 'zolotaya-nedelya', 'omni');
    expect(again.json<PromotionRunResponse>()).toEqual({ message: promotionMessages.alreadyJoined, promocode: 'VIP25' });
    const rows = await t.db.select().from(promotionParticipations).where(eq(promotionParticipations.userId, shopper.userId));
    expect(rows).toHaveLength(1);
    const view = (await shopper.call({ method: 'GET', url: promotionsPaths.view('omni', 'zolotaya-nedelya') })).json<PromotionResponse>();
    expect(view.data.attributes.user).toEqual({ 'is-guest': false, 'is-parner': false, 'is-member': true, promocode: 'VIP25' });
  });

  it('hands out personal codes from a prefix and pool codes one per shopper', async () => {
    const a = await freshShopper(t.app, t.db);
    const code = (await run(a.call, 'kofe-v-podarok', 'online')).json<PromotionRunResponse>().promocode;
    expect(code).toMatch(/^ZERNO-[A-Z2-9]{8}$/);
    const headers = { 'x-city-uuid': kazan };
    const b = await freshShopper(t.app, t.db);
    const c = await freshShopper(t.app, t.db);
    const inKazan = (s: typeof b) => s.call({ method: 'POST', url: promotionsPaths.run, payload: { slug: 'otkrytie-v-kazani', promotionType: 'retail' }, headers });
    const codes = [(await inKazan(b)).json<PromotionRunResponse>().promocode, (await inKazan(c)).json<PromotionRunResponse>().promocode];
    expect(codes).toEqual(['KAZAN-0001', 'KAZAN-0002']);
  });

  it('refuses finished, unknown, out-of-city and partners-only promotions with the server message', async () => {
    const shopper = await freshShopper(t.app, t.db);
    const finished = await run(shopper.call, 'letnyaya-rasprodazha-2026', 'omni');
    expect(finished.statusCode).toBe(409);
    expect(finished.json().errors[0].detail).toBe(promotionMessages.finished);
    expect((await run(shopper.call, 'net-takoy', 'omni')).statusCode).toBe(404);
    const city = await run(shopper.call, 'otkrytie-v-kazani', 'retail');
    expect(city.statusCode).toBe(403);
    expect(city.json().errors[0].detail).toBe(promotionMessages.notInCity);
    const partners = await run(shopper.call, 'skidka-na-taksi', 'omni');
    expect(partners.json().errors[0].detail).toBe(promotionMessages.partnersOnly);
    await t.db.insert(partnerCodes).values({ userId: shopper.userId, code: `P-${shopper.userId.slice(0, 8)}` });
    expect((await run(shopper.call, 'skidka-na-taksi', 'omni')).json<PromotionRunResponse>().promocode).toMatch(/^GOROD-/);
    const bad = await shopper.call({ method: 'POST', url: promotionsPaths.run, payload: { slug: '' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { source: { pointer: string } }) => e.source.pointer)).toEqual(expect.arrayContaining(['/slug', '/promotionType']));
  });
});

describe('stores, gift and membership info', () => {
  it('lists the stores of an address programme', async () => {
    const body = (await get(`${promotionsPaths.stores}?address-program-id=1`)).json<PromotionStoresResponse>();
    expect(body.meta['total-count']).toBeGreaterThan(0);
    expect(body.data[0]!.attributes.address).toContain('Тверская');
    expect((await get(`${promotionsPaths.stores}?address-program-id=999`)).json<PromotionStoresResponse>().data).toEqual([]);
    expect((await get(`${promotionsPaths.stores}?address-program-id=abc`)).statusCode).toBe(400);
  });

  it('answers the gift in the storefront currency, and null for a promotion without one', async () => {
    const rub = (await get(promotionsPaths.gift('retail', 'podarok-k-pokupke'))).json<PromotionGiftResponse>();
    expect(rub.data).toMatchObject({ title: 'Серьги-пусеты из серебра', 'min-order-sum': 10000 });
    const kzt = (await get(promotionsPaths.gift('retail', 'podarok-k-pokupke'), { 'x-country-code': 'KZ' })).json<PromotionGiftResponse>();
    expect(kzt.data?.['min-order-sum']).toBe(50000);
    expect((await get(promotionsPaths.gift('omni', 'zolotaya-nedelya'))).json<PromotionGiftResponse>().data).toBeNull();
  });

  it('answers membership for the viewer', async () => {
    const guest = (await get(`${promotionsPaths.membershipInfo}?type=retail&slug=podarok-k-pokupke`)).json<MembershipInfoResponse>();
    expect(guest.data).toMatchObject({ 'is-member': false, promocode: null, message: promotionMessages.loginToJoin });
    const shopper = await freshShopper(t.app, t.db);
    await shopper.call({ method: 'POST', url: promotionsPaths.run, payload: { slug: 'podarok-k-pokupke', promotionType: 'retail' } });
    const member = (await shopper.call({ method: 'GET', url: `${promotionsPaths.membershipInfo}?type=retail&slug=podarok-k-pokupke` })).json<MembershipInfoResponse>();
    expect(member.data['is-member']).toBe(true);
    expect(member.data.promocode).toMatch(/^GIFT-/);
    expect(member.data['participants-count']).toBeGreaterThanOrEqual(1);
  });
});

describe('the wheel of fortune', () => {
  const wheel = promotionsPaths.wheel('omni', 'koleso-fortuny');
  const spin = promotionsPaths.wheelSpin('omni', 'koleso-fortuny');

  it('lists the prizes by numeric id with promotionParams, without weights', async () => {
    const body = (await get(wheel)).json<WheelResponse>();
    expect(body.data.prizes.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(body.data.promotionParams).toEqual({ slug: 'koleso-fortuny', type: 'omni' });
    expect(JSON.stringify(body)).not.toContain('weight');
    expect(body.data.spin).toBeNull();
  });

  it('refuses a guest', async () => {
    const response = await t.app.inject({ method: 'POST', url: spin });
    expect(response.statusCode).toBe(401);
    expect(response.json().errors[0].detail).toBe(wheelMessages.loginToSpin);
  });

  it('draws on the server once; a repeat spin is refused with the message and stores nothing', async () => {
    const shopper = await freshShopper(t.app, t.db);
    const first = await shopper.call({ method: 'POST', url: spin });
    expect(first.statusCode).toBe(200);
    const { prize, promocode } = first.json<WheelSpinResponse>().data;
    expect(prize.id).toBeGreaterThanOrEqual(1);
    if (prize.kind === 'promocode') expect(promocode).toBeTruthy();
    const again = await shopper.call({ method: 'POST', url: spin });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].detail).toBe(wheelMessages.alreadySpun);
    const rows = await t.db.select().from(wheelSpins).where(eq(wheelSpins.userId, shopper.userId));
    expect(rows).toHaveLength(1);
    const state = (await shopper.call({ method: 'GET', url: wheel })).json<WheelResponse>();
    expect(state.data.spin).toEqual({ prize, promocode });
  });

  it('makes a personal prize code a one-order basket promo code on its template’s terms', async () => {
    const templates = generatePriceRules(null).filter((rule) => rule.isActive === false);
    await t.db.insert(priceRules).values(templates.map(({ id: _id, ...rule }) => rule));
    const shopper = await freshShopper(t.app, t.db);
    const [wheelPromotion] = await t.db.select().from(promotions).where(eq(promotions.slug, 'koleso-fortuny'));
    // The first sector (WHEEL5-, a personal 5 % code) drawn on purpose.
    const drawn = await spinWheel(t.db, { promotion: wheelPromotion!, userId: shopper.userId, now: new Date(), random: () => 0 });
    expect(drawn.promocode).toMatch(/^WHEEL5-[A-Z2-9]{8}$/);
    const [rule] = await t.db.select().from(priceRules).where(eq(priceRules.code, drawn.promocode!));
    expect(rule).toMatchObject({ kind: 'percent', params: { percent: 5 }, isActive: true, maxUses: 1, maxUsesPerUser: 1 });
    expect((await rulesFor(t.db, shopper.userId, [drawn.promocode!])).map((usable) => usable.code)).toContain(drawn.promocode);
    // The template itself is no code a shopper can type.
    expect((await rulesFor(t.db, shopper.userId, ['WHEEL5'])).map((usable) => usable.code)).not.toContain('WHEEL5');
    // A refused second spin issues no second code.
    await expect(spinWheel(t.db, { promotion: wheelPromotion!, userId: shopper.userId, now: new Date(), random: () => 0 })).rejects.toThrow();
    const issued = await t.db.select({ code: priceRules.code }).from(priceRules).where(eq(priceRules.name, templates[0]!.name));
    expect(issued.filter((row) => row.code !== 'WHEEL5')).toHaveLength(1);
  });

  it('keeps one spin even when two arrive together', async () => {
    const shopper = await freshShopper(t.app, t.db);
    const answers = await Promise.all([shopper.call({ method: 'POST', url: spin }), shopper.call({ method: 'POST', url: spin })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await t.db.select().from(wheelSpins).where(eq(wheelSpins.userId, shopper.userId))).toHaveLength(1);
  });
});

describe('catalogue and product banners', () => {
  const post = (url: string, payload: Record<string, unknown>): Promise<LightMyRequestResponse> => t.app.inject({ method: 'POST', url, payload });

  it('answers the wide banner on top of a matching catalogue page and the default one inside it', async () => {
    const top = (await post(promotionsPaths.bannerCatalogTop, { url: 'https://ornament.local/jewelry-catalog/rings/', source: 'site' })).json<BannerFilterResponse>();
    expect(top.data?.attributes['promotion-slug']).toBe('zolotaya-nedelya');
    const inside = (await post(promotionsPaths.bannerCatalog, { url: '/jewelry-catalog/rings/' })).json<BannerFilterResponse>();
    expect(inside.data?.attributes).toMatchObject({ 'promotion-slug': 'podarok-k-pokupke', link: '/promotions/podarok-k-pokupke/' });
    expect((await post(promotionsPaths.bannerCatalog, { url: '/watches/' })).json<BannerFilterResponse>().data).toBeNull();
  });

  it('S1.7.7 answers at the spec’s v4 paths, and still at the v3 paths clients built before asked', async () => {
    expect(promotionsPaths.bannerCatalog).toBe('/api/sklv/v4/content/filter/');
    expect(promotionsPaths.bannerCatalogTop).toBe('/api/sklv/v4/content/filter/web-catalog-top/');
    for (const path of [promotionsPaths.bannerCatalogTop, promotionsPaths.bannerCatalogTop.replace('/v4/', '/v3/')]) {
      const top = (await post(path, { url: '/jewelry-catalog/rings/', source: 'site' })).json<BannerFilterResponse>();
      expect(top.data?.attributes['promotion-slug'], path).toBe('zolotaya-nedelya');
    }
  });

  it('answers the product banner by article', async () => {
    const [product] = await t.db.select({ article: products.article }).from(products).orderBy(products.popularity).limit(1);
    const body = (await post(promotionsPaths.bannerProduct, { query: `article=${product!.article}`, url: '/product/x/' })).json<BannerFilterResponse>();
    expect(body.data === null || body.data.attributes['promotion-slug'] === 'besplatnaya-dostavka').toBe(true);
    expect((await post(promotionsPaths.bannerProduct, { article: 'NO-SUCH' })).json<BannerFilterResponse>().data).toBeNull();
    expect((await post(promotionsPaths.bannerProduct, { url: 5 })).statusCode).toBe(400);
  });
});
