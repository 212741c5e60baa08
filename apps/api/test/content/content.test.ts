import { contentAreaResponseSchema, contentPageResponseSchema, menuResponseSchema, paths } from '@ornament/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp } from '../helpers/build';
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
    const menu = (await get(paths.siteMainMenu, { 'x-source': 'diamant' })).json().data;
    expect(menu.map((m: { url: string }) => m.url)).toEqual(['/diamant-jewelry-catalog/']);
  });
});
