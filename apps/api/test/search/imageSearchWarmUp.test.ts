// Photo search right after a start (issue 3): the server draws the products' picture features in the
// background once ready, /health answers meanwhile, and a photo search that arrives before the
// warm-up is done awaits that same work instead of failing or starting it again.
import { imageSearchResponseSchema, paths } from '@ornament/api-contract';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../helpers/build';
import { multipartBody } from '../helpers/multipart';

const apps: TestApp[] = [];
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
});

async function start(): Promise<TestApp> {
  const t = await buildTestApp({ products: 200, warmUp: true });
  apps.push(t);
  return t;
}

async function goldRing(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><rect width="200" height="200" fill="#f4f2ee"/>
    <ellipse cx="100" cy="106" rx="60" ry="52" fill="none" stroke="#D4AF37" stroke-width="16"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function photoSearch(t: TestApp, picture: Buffer) {
  const { payload, headers } = multipartBody([{ name: 'image', filename: 'ring.png', contentType: 'image/png', data: picture }]);
  return t.app.inject({ method: 'POST', url: paths.imageSearch, payload, headers });
}

describe('photo search warm-up at start', () => {
  it('runs in the background: /health answers at once, a photo search sent meanwhile waits for it', async () => {
    const t = await start();
    const warmUp = t.app.warmUp;
    expect(warmUp).not.toBeNull();
    expect(warmUp!.finished).toBe(false);
    const health = await t.app.inject({ method: 'GET', url: paths.health });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok' });
    expect(warmUp!.finished).toBe(false);

    const picture = await goldRing();
    const first = await photoSearch(t, picture);
    expect(first.statusCode).toBe(200);
    const early = imageSearchResponseSchema.parse(first.json()).data.products;
    expect(early.length).toBeGreaterThan(0);
    await warmUp!.done;
    expect(warmUp!.finished).toBe(true);
    const later = imageSearchResponseSchema.parse((await photoSearch(t, picture)).json()).data.products;
    expect(later.map((p) => [p.url_code, p.similarity])).toEqual(early.map((p) => [p.url_code, p.similarity]));
  });

  it('stops cleanly when the app closes while it runs', async () => {
    const t = await buildTestApp({ products: 200, warmUp: true });
    const warmUp = t.app.warmUp!;
    expect(warmUp.finished).toBe(false);
    await t.close();
    await expect(warmUp.done).resolves.toBeUndefined();
    expect(warmUp.finished).toBe(true);
  });
});
