import { contentAreaResponseSchema, menuResponseSchema, paths } from '@ornament/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/build';
import { buildSeededApp } from '../seed/seedApp';

let t: TestApp;
beforeAll(async () => {
  t = await buildSeededApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

async function area(code: string, formatted = false) {
  const res = await get(formatted ? paths.contentAreaWithFormatting(code) : paths.contentArea(code));
  expect(res.statusCode, code).toBe(200);
  return contentAreaResponseSchema.parse(res.json()).data;
}

describe('areas fetched by code (spec 2 §7)', () => {
  it('S2.7.10: every area the storefronts ask for by code is seeded', async () => {
    const codes = [
      'payment-info-kt',
      'refund-info-kt',
      'product-trade-in',
      'bnpl',
      'split',
      'personal-price',
      'feedback-channels',
      'auth-banner',
      'download-app-banner',
      'utp-premium',
      'gia',
      'quality-garantee-media',
      'quality-garantee-slides-media',
      'nav-buttons',
    ];
    for (const code of codes) {
      const answer = await area(code);
      expect(answer.code).toBe(code);
      expect(answer.title, code).toMatch(/[а-яё]/iu);
    }
  });

  it('S2.7.10: download-app-banner links the app stores over https', async () => {
    const banner = await area('download-app-banner', true);
    expect(banner.html).toMatch(/приложени/);
    expect(banner.items.map((i) => i.title)).toEqual(['App Store', 'Google Play', 'RuStore', 'AppGallery']);
    expect(banner.items.every((i) => i.link?.startsWith('https://'))).toBe(true);
  });

  it('S2.7.10: utp-premium and the quality slides are cards with pictures the API serves', async () => {
    for (const code of ['utp-premium', 'quality-garantee-slides-media']) {
      const cards = await area(code, true);
      expect(cards.items.length, code).toBeGreaterThanOrEqual(4);
      for (const item of cards.items) {
        expect(item.html).toMatch(/^<p>/);
        expect((await get(item.image!)).statusCode, item.image!).toBe(200);
      }
    }
  });

  it('S2.7.10: gia explains the certificate (4C) and links the report check', async () => {
    const gia = await area('gia');
    expect(gia.html).toMatch(/Cut.*Color.*Clarity.*Carat/s);
    expect(gia.items[0]?.link).toBe('https://www.gia.edu/report-check-landing');
    // The sanitiser opens an outside link apart.
    expect(gia.html).not.toMatch(/<script/);
  });

  it('S2.7.10: feedback-channels lists phone, messengers and mail', async () => {
    const links = (await area('feedback-channels')).items.map((i) => i.link ?? '');
    expect(links).toEqual(expect.arrayContaining(['tel:88001000750', 'mailto:help@ornament.ru']));
    expect(links.some((link) => link.startsWith('https://t.me/'))).toBe(true);
  });

  it('S2.7.10: an unknown area stays a JSON:API 404', async () => {
    const res = await get(paths.contentArea('no-such-area'));
    expect(res.statusCode).toBe(404);
    expect(res.json().errors[0]).toMatchObject({ status: '404', source: { pointer: '/path/code' } });
  });
});

describe('get-robot-menu', () => {
  it('S2.7.10: answers the same menu shape and tree as get-menu, shared-cacheable', async () => {
    const robot = await get(paths.siteRobotMenu);
    expect(robot.statusCode).toBe(200);
    expect(robot.headers['cache-control']).toBe('public, max-age=1800');
    const tree = menuResponseSchema.parse(robot.json()).data;
    expect(tree).toEqual(menuResponseSchema.parse((await get(paths.siteMainMenu)).json()).data);
    const rings = tree.find((m) => m.url === '/jewelry-catalog/')?.children.find((c) => c.url === '/jewelry-catalog/rings/');
    expect(rings?.children.length).toBeGreaterThan(0);
  });

  it('S2.7.10: gives the diamond storefront its own section, whatever the shopper’s A/B group', async () => {
    const a = await get(paths.siteRobotMenu, { 'x-source': 'diamant', 'x-ab-group': 'a' });
    const b = await get(paths.siteRobotMenu, { 'x-source': 'diamant', 'x-ab-group': 'b' });
    expect(a.headers.vary).toMatch(/x-source/i);
    expect(a.json().data.map((m: { url: string }) => m.url)).toEqual(['/diamant-jewelry-catalog/']);
    expect(b.json()).toEqual(a.json());
  });
});
