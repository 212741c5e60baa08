import { contentAreaResponseSchema, contentPageResponseSchema, menuResponseSchema, paths } from '@ornament/api-contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../../src/db/schema';
import type { TestApp } from '../helpers/build';
import { buildSeededApp } from '../seed/seedApp';

let t: TestApp;
beforeAll(async () => {
  t = await buildSeededApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('content areas', () => {
  it('answers an area with plain items', async () => {
    const res = await get(paths.contentArea('payment-info-kt'));
    expect(res.statusCode).toBe(200);
    const area = contentAreaResponseSchema.parse(res.json()).data;
    expect(area.title).toBe('Оплата');
    expect(area.items).toHaveLength(4);
    expect(area.items[0]?.html).toBeNull();
    expect(area.items[0]?.text).toMatch(/МИР/);
  });

  it('answers the formatted variant with item HTML', async () => {
    const area = (await get(paths.contentAreaWithFormatting('feedback-channels'))).json().data;
    expect(area.items[0].html).toMatch(/^<p>/);
    expect(area.items.map((i: { link: string }) => i.link)).toContain('tel:88001000750');
  });

  it('serves the v3 path of dashboard services', async () => {
    expect((await get('/api/sklv/v3/content/area/dashboard-services/')).statusCode).toBe(200);
  });

  it('answers 404 for an unknown code and 400 for a malformed one', async () => {
    expect((await get(paths.contentArea('no-such-area'))).statusCode).toBe(404);
    const bad = await get('/api/sklv/v4/content/area/Bad_Code!/');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].source.pointer).toMatch(/code/);
  });
});

describe('the header promo button area (nav-buttons)', () => {
  it('answers a url and labels, each with a picture and a hover picture', async () => {
    const res = await get(paths.contentArea('nav-buttons'));
    expect(res.statusCode).toBe(200);
    const area = contentAreaResponseSchema.parse(res.json()).data;
    expect(area.items.length).toBeGreaterThanOrEqual(2);
    expect(area.items[0]).toMatchObject({ title: 'Подарки', link: '/gifts/' });
    for (const item of area.items) {
      expect(item.title).toMatch(/[а-яё]/iu);
      expect(item.image).toMatch(/^\/api\/sklv\/v4\/content\/picture\/[a-z-]+\.webp$/);
      expect(item.hover_image).toMatch(/^\/api\/sklv\/v4\/content\/picture\/[a-z-]+-hover\.webp$/);
      expect(item.hover_image).not.toBe(item.image);
    }
  });

  it('serves every picture it names from the API itself', async () => {
    const area = contentAreaResponseSchema.parse((await get(paths.contentArea('nav-buttons'))).json()).data;
    for (const url of area.items.flatMap((item) => [item.image, item.hover_image])) {
      const res = await get(url!);
      expect(res.statusCode, url!).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 96, height: 96, hasAlpha: true });
      const again = await get(url!, { 'if-none-match': String(res.headers.etag) });
      expect(again.statusCode).toBe(304);
      // The drawing it is made from, as SVG, points nowhere outside the API either.
      const drawing = await get(url!.replace(/\.webp$/, '.svg'));
      expect(drawing.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(drawing.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(drawing.body).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
    }
  });

  it('sends hover_image on every item of every area, null when there is none', async () => {
    const area = (await get(paths.contentArea('payment-info-kt'))).json().data;
    expect(area.items.every((item: { hover_image?: unknown }) => item.hover_image === null)).toBe(true);
  });

  it('answers 404 for an unknown picture and 400 for a malformed name', async () => {
    for (const file of ['unicorn.svg', 'unicorn.webp']) {
      const unknown = await get(`/api/sklv/v4/content/picture/${file}`);
      expect(unknown.statusCode, file).toBe(404);
      expect(unknown.json().errors[0].status).toBe('404');
    }
    for (const bad of ['GIFT.svg', 'gift.png', '..%2Fgift.svg', 'gift', '%00.svg', 'gift.webp.svg']) {
      const res = await get(`/api/sklv/v4/content/picture/${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().errors[0].status).toBe('400');
    }
  });
});

describe('content pages', () => {
  it('answers a page with its areas when asked to include them', async () => {
    const res = await get(`${paths.contentPage('delivery-terms')}?include=contents`);
    expect(res.statusCode).toBe(200);
    const page = contentPageResponseSchema.parse(res.json()).data;
    expect(page.title).toBe('Доставка и оплата');
    expect(page.contents?.map((a) => a.code)).toEqual(['delivery-courier', 'delivery-express', 'delivery-pickup', 'payment-info-kt', 'refund-info-kt']);
  });

  it('leaves the areas out without include, and serves v4', async () => {
    expect((await get(paths.contentPage('bonus-system'))).json().data.contents).toBeUndefined();
    const v4 = await get('/api/sklv/v4/content/page/bonus-system-diamant/?include=coid');
    expect(v4.json().data.contents.length).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown page and 400 for a bad include', async () => {
    expect((await get(paths.contentPage('nope'))).statusCode).toBe(404);
    expect((await get(`${paths.contentPage('bonus-system')}?include=everything`)).statusCode).toBe(400);
  });
});

describe('site main menu', () => {
  it('answers the 3-level catalogue menu, cacheable for 1800 s', async () => {
    const res = await get(paths.siteMainMenu);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=1800');
    const menu = menuResponseSchema.parse(res.json()).data;
    const jewellery = menu.find((m) => m.url === '/jewelry-catalog/');
    const rings = jewellery?.children.find((c) => c.url === '/jewelry-catalog/rings/');
    expect(rings?.children.map((c) => c.name)).toContain('Обручальные кольца');
    expect(menu.some((m) => m.url === '/diamant-jewelry-catalog/')).toBe(false);
  });

  it('gives the diamond storefront its own section', async () => {
    const res = await get(paths.siteMainMenu, { 'x-source': 'diamant' });
    expect(res.headers['cache-control']).toBe('public, max-age=1800');
    expect(res.headers.vary).toMatch(/x-source/i);
    expect(res.json().data.map((m: { url: string }) => m.url)).toEqual(['/diamant-jewelry-catalog/']);
  });

  it('keeps the menu in process: a category renamed after the first answer shows only after 1800 s', async () => {
    const first = menuResponseSchema.parse((await get(paths.siteMainMenu)).json()).data;
    const [rings] = await t.db.select().from(categories).where(eq(categories.url, '/jewelry-catalog/rings/'));
    await t.db.update(categories).set({ name: 'Кольца (переименовано)' }).where(eq(categories.id, rings!.id));
    try {
      const second = menuResponseSchema.parse((await get(paths.siteMainMenu)).json()).data;
      expect(second).toEqual(first);
      expect(JSON.stringify(second)).not.toContain('переименовано');
    } finally {
      await t.db.update(categories).set({ name: rings!.name }).where(eq(categories.id, rings!.id));
    }
  });
});
