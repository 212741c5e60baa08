// Photo search: the ranking follows the uploaded pixels, the answer is kept and served as a
// listing, and bad uploads are refused by content and size with JSON:API errors.
import { type CatalogListing, type ImageSearchResponse, catalogListingSchema, imageSearchResponseSchema, paths } from '@ornament/api-contract';
import { inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/db/schema';
import { type TestApp, buildTestApp } from '../helpers/build';
import { type FilePart, multipartBody } from '../helpers/multipart';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ products: 300 });
});
afterAll(async () => t?.close());

/** A photo-like picture of a ring: a thick band of `metal` on a light, slightly warm backdrop. */
function ringPicture(metal: string, format: 'png' | 'jpeg'): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320">
    <rect width="320" height="320" fill="#f4f2ee"/>
    <ellipse cx="160" cy="170" rx="96" ry="84" fill="none" stroke="${metal}" stroke-width="26"/>
    <ellipse cx="150" cy="160" rx="88" ry="76" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="6"/>
  </svg>`;
  const image = sharp(Buffer.from(svg));
  return (format === 'png' ? image.png() : image.jpeg({ quality: 90 })).toBuffer();
}

const image = (data: Buffer, contentType = 'image/png', filename = 'ring.png'): FilePart => ({ name: 'image', filename, contentType, data });

async function upload(files: FilePart[], fields: Record<string, string> = {}) {
  const { payload, headers } = multipartBody(files, fields);
  return t.app.inject({ method: 'POST', url: paths.imageSearch, payload, headers });
}

async function materialColours(urlCodes: string[]): Promise<string[]> {
  const rows = await t.db.select({ urlCode: products.urlCode, color: products.materialColor }).from(products).where(inArray(products.urlCode, urlCodes));
  const byCode = new Map(rows.map((row) => [row.urlCode, row.color.toUpperCase()]));
  return urlCodes.map((code) => byCode.get(code) ?? '');
}

describe('POST /api/sklv/v3/search/image/', () => {
  it('ranks yellow-gold pieces first for a photo of a gold ring (PNG and JPEG)', async () => {
    for (const format of ['png', 'jpeg'] as const) {
      const response = await upload([image(await ringPicture('#D4AF37', format), `image/${format}`, `ring.${format}`)]);
      expect(response.statusCode, format).toBe(200);
      const body = imageSearchResponseSchema.parse(response.json());
      const top = await materialColours(body.data.products.slice(0, 10).map((p) => p.url_code));
      expect(top.filter((color) => color === '#D4AF37').length, `${format}: ${top.join(' ')}`).toBeGreaterThanOrEqual(8);
      expect(body.data.products[0]!.similarity).toBeGreaterThan(body.data.products.at(-1)!.similarity);
    }
  });

  it('answers differently for a different picture: a silver ring finds white metals first', async () => {
    const response = await upload([image(await ringPicture('#C9CDD2', 'png'))]);
    const body = imageSearchResponseSchema.parse(response.json());
    const top = await materialColours(body.data.products.slice(0, 10).map((p) => p.url_code));
    expect(top.filter((color) => ['#C9CDD2', '#B8BCC2', '#A7ABB0'].includes(color)).length, top.join(' ')).toBeGreaterThanOrEqual(8);
  });

  it('keeps the results: their id opens them as a listing in the same order', async () => {
    const response = await upload([image(await ringPicture('#D4AF37', 'png'))]);
    const body = response.json() as ImageSearchResponse;
    expect(body.data.url).toBe(`/products-search/image?id=${body.data.id}`);
    const listing = await t.app.inject({ method: 'GET', url: `${paths.imageSearchResult(body.data.id)}?per_page=10` });
    expect(listing.statusCode).toBe(200);
    const page = catalogListingSchema.parse(listing.json()) as CatalogListing;
    expect(page.data.map((p) => p.url_code)).toEqual(body.data.products.slice(0, 10).map((p) => p.url_code));
    expect(page.meta.robots).toBe('noindex, nofollow');
    const missing = await t.app.inject({ method: 'GET', url: paths.imageSearchResult('00000000-0000-4000-8000-000000000000') });
    expect(missing.statusCode).toBe(404);
  });

  it('leaves out the product the search started from', async () => {
    const first = (await upload([image(await ringPicture('#D4AF37', 'png'))])).json() as ImageSearchResponse;
    const article = first.data.products[0]!.article;
    const again = (await upload([image(await ringPicture('#D4AF37', 'png'))], { article })).json() as ImageSearchResponse;
    expect(again.data.products.map((p) => p.article)).not.toContain(article);
  });

  it('refuses a non-image by its content, whatever it claims to be', async () => {
    const response = await upload([image(Buffer.from('%PDF-1.7 not a picture at all'), 'image/png')]);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].source.pointer).toBe('/data/image');
  });

  it('refuses a broken image whose first bytes look right', async () => {
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]);
    expect((await upload([image(fake)])).statusCode).toBe(400);
  });

  it('accepts a real picture of a few megabytes (under the 5 MB limit)', async () => {
    const noise = Buffer.alloc(1100 * 1000 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919 + (i >> 3) * 104729) % 251;
    const big = await sharp(noise, { raw: { width: 1100, height: 1000, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
    expect(big.length).toBeGreaterThan(2 * 1024 * 1024);
    expect(big.length).toBeLessThan(5 * 1024 * 1024);
    expect((await upload([image(big)])).statusCode).toBe(200);
  });

  it('refuses an upload over 5 MB with 413', async () => {
    const big = Buffer.concat([await ringPicture('#D4AF37', 'png'), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const response = await upload([image(big)]);
    expect(response.statusCode).toBe(413);
    expect(response.json().errors[0].status).toBe('413');
  });

  it('refuses a request without the picture or without multipart', async () => {
    const none = await upload([], { article: '1' });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors[0].source.pointer).toBe('/data/image');
    const json = await t.app.inject({ method: 'POST', url: paths.imageSearch, payload: { image: 'x' } });
    expect(json.statusCode).toBe(415);
    expect(json.json().errors).toHaveLength(1);
  });
});
