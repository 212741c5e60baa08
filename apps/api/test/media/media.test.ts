import { paths } from '@ornament/api-contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/db/schema';
import type { TestApp } from '../helpers/build';
import { buildSeededApp } from '../seed/seedApp';

let t: TestApp;
let urlCode: string;

beforeAll(async () => {
  t = await buildSeededApp();
  const [first] = await t.db.select({ urlCode: products.urlCode }).from(products).limit(1);
  urlCode = first?.urlCode ?? '';
});
afterAll(() => t.close());

describe('GET product image', () => {
  it('answers the storefronts a WebP of 600×600, cached for a year with an ETag', async () => {
    expect(paths.productImage(urlCode, 'white', 1)).toMatch(/\/white-1\.webp$/);
    const res = await t.app.inject({ method: 'GET', url: paths.productImage(urlCode, 'white', 1) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toMatch(/^".+"$/);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 600, height: 600 });
    expect(res.rawPayload.length).toBeLessThan(30_000);
    const again = await t.app.inject({ method: 'GET', url: paths.productImage(urlCode, 'white', 1), headers: { 'if-none-match': res.headers.etag } });
    expect(again.statusCode).toBe(304);
    // Kept once drawn: the same bytes again.
    const third = await t.app.inject({ method: 'GET', url: paths.productImage(urlCode, 'white', 1) });
    expect(third.rawPayload.equals(res.rawPayload)).toBe(true);
  });

  it('draws a smaller WebP for a card\'s srcset (?w=360), under an ETag of its own', async () => {
    const full = await t.app.inject({ method: 'GET', url: paths.productImage(urlCode, 'white', 1) });
    const small = await t.app.inject({ method: 'GET', url: `${paths.productImage(urlCode, 'white', 1)}?w=360` });
    expect(small.statusCode).toBe(200);
    expect(small.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 360, height: 360 });
    expect(small.rawPayload.length).toBeLessThan(full.rawPayload.length / 1.5);
    expect(small.headers.etag).not.toBe(full.headers.etag);
    const again = await t.app.inject({ method: 'GET', url: `${paths.productImage(urlCode, 'white', 1)}?w=360`, headers: { 'if-none-match': full.headers.etag } });
    expect(again.statusCode).toBe(200);
  });

  it('answers 400 with a pointer for a width it does not draw', async () => {
    for (const w of ['100', '600', 'big', '']) {
      const res = await t.app.inject({ method: 'GET', url: `${paths.productImage(urlCode, 'white', 1)}?w=${w}` });
      expect(res.statusCode, w).toBe(400);
      expect(res.json()).toMatchObject({ errors: [{ status: '400', source: { pointer: expect.stringContaining('w') } }] });
    }
  });

  it('answers the drawing itself as SVG, under an ETag of its own', async () => {
    const svgUrl = paths.productImage(urlCode, 'white', 1).replace(/\.webp$/, '.svg');
    const res = await t.app.inject({ method: 'GET', url: svgUrl });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body).toMatch(/^<svg /);
    expect(res.body.length).toBeLessThan(4096);
    const webp = await t.app.inject({ method: 'GET', url: paths.productImage(urlCode, 'white', 1) });
    expect(res.headers.etag).not.toBe(webp.headers.etag);
    const again = await t.app.inject({ method: 'GET', url: svgUrl, headers: { 'if-none-match': res.headers.etag } });
    expect(again.statusCode).toBe(304);
  });

  it('draws the black variant on a dark surface', async () => {
    const res = await t.app.inject({ method: 'GET', url: paths.productImage(urlCode, 'black', 0).replace(/\.webp$/, '.svg') });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('#111111');
  });

  it('answers 404 for an unknown product', async () => {
    const res = await t.app.inject({ method: 'GET', url: paths.productImage('no-such-product-1', 'white', 0) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ errors: [{ status: '404' }] });
  });

  it('answers 400 for a bad variant or index', async () => {
    for (const file of ['red-0.svg', 'white-7.svg', 'white-1.png', 'white-.svg', 'white-1.webp.svg', 'red-0.webp']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/serviceCatalog/v2/media/${urlCode}/${file}` });
      expect(res.statusCode, file).toBe(400);
    }
  });
});
