// Review photos: type by content (a text file named .jpg is refused), 10 MB cap, stored outside
// any served folder under a random key, served back with the checked type and nosniff, EXIF
// dropped; deleting works only for the owner's unattached photo.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { paths } from '@ornament/api-contract';
import { reviewMessages } from '@ornament/domain';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentFiles, products } from '../../src/db/schema';
import { multipartBody } from '../helpers/multipart';
import { signedInAccount } from '../profile/accounts';
import { buildReviewsApp, picture, sessionCookieOf, upload, type ReviewsTestApp } from './reviewsApp';

let t: ReviewsTestApp;

beforeAll(async () => {
  t = await buildReviewsApp();
});
afterAll(() => t.close());

const remove = (id: unknown, cookie?: string) =>
  t.app.inject({ method: 'POST', url: paths.commentFileDelete, payload: { data: { type: 'CommentFile', id } }, headers: cookie ? { cookie } : {} });
const stored = async () => readdir(path.join(t.uploadDir, 'reviews')).catch(() => [] as string[]);

describe('POST comment/file-upload/', () => {
  it.each(['png', 'jpeg', 'webp'] as const)('stores a %s under a random key and serves it back with its type', async (format) => {
    const response = await upload(t.app, await picture(format, 24), { filename: '../../evil name.gif', contentType: 'text/plain' });
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toMatchObject({ mime: `image/${format}`, width: 24, height: 24 });
    expect(data.url).toMatch(/^\/api\/serviceCatalog\/v2\/comment-photo\/[a-f0-9]{32}\.(png|jpg|webp)$/);
    expect(await stored()).toContain(path.basename(data.url));
    const served = await t.app.inject({ url: data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe(`image/${format}`);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(24);
  });

  it('drops EXIF from a phone photo', async () => {
    const withExif = await sharp(await picture('jpeg')).withExif({ IFD0: { Copyright: 'Secret place' } }).jpeg().toBuffer();
    const { data } = (await upload(t.app, withExif, { contentType: 'image/jpeg' })).json();
    const served = await t.app.inject({ url: data.url });
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
  });

  it('refuses a text file renamed .jpg with the form’s message, storing nothing', async () => {
    const before = await stored();
    const response = await upload(t.app, Buffer.from('Это не картинка, а текст.'), { filename: 'photo.jpg', contentType: 'image/jpeg' });
    expect(response.statusCode).toBe(415);
    expect(response.json().errors[0]).toMatchObject({ status: '415', detail: reviewMessages.photoType, source: { pointer: '/data/file' } });
    expect(await stored()).toEqual(before);
  });

  it('refuses a file with a JPEG signature that does not decode', async () => {
    const response = await upload(t.app, Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]), { filename: 'broken.jpg' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].detail).toBe(reviewMessages.photoUnreadable);
  });

  it('refuses a file over 10 MB with 413', async () => {
    const huge = Buffer.concat([await picture('png'), Buffer.alloc(10 * 1024 * 1024, 1)]);
    const response = await upload(t.app, huge);
    expect(response.statusCode).toBe(413);
    expect(response.json().errors[0]).toMatchObject({ detail: reviewMessages.photoTooLarge, source: { pointer: '/data/file' } });
  });

  it('refuses a body that is not multipart or has no file', async () => {
    const json = await t.app.inject({ method: 'POST', url: paths.commentFileUpload, payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);
    const { payload, headers } = multipartBody([], { note: 'без файла' });
    const empty = await t.app.inject({ method: 'POST', url: paths.commentFileUpload, payload, headers });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].detail).toBe(reviewMessages.photoMissing);
  });

  it('answers 404 for an unknown or malformed photo key', async () => {
    expect((await t.app.inject({ url: paths.commentPhoto(`${'0'.repeat(32)}.png`) })).statusCode).toBe(404);
    expect((await t.app.inject({ url: paths.commentPhoto('../../etc/passwd') })).statusCode).toBe(400);
  });
});

describe('POST comment/file-delete/', () => {
  it('deletes only the owner’s unattached photo, file and row', async () => {
    const uploaded = await upload(t.app, await picture('png'));
    const cookie = sessionCookieOf(uploaded);
    const { id, url } = uploaded.json().data;
    const stranger = await remove(id);
    expect(stranger.statusCode).toBe(404);
    const otherSession = sessionCookieOf(await upload(t.app, await picture('png')));
    expect((await remove(id, otherSession)).statusCode).toBe(404);

    const own = await remove(id, cookie);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ data: { id, deleted: true } });
    expect(await t.db.select().from(commentFiles).where(eq(commentFiles.id, id))).toHaveLength(0);
    expect(await stored()).not.toContain(path.basename(url));
    expect((await t.app.inject({ url })).statusCode).toBe(404);
    expect((await remove(id, cookie)).statusCode).toBe(404);
    expect((await remove('x', cookie)).statusCode).toBe(400);
  });

  it('keeps a photo a review already holds', async () => {
    const { cookie } = await signedInAccount(t.app, t.db);
    const uploaded = await upload(t.app, await picture('png'), { cookie });
    const { id } = uploaded.json().data;
    const [product] = (await t.app.inject({ url: `${paths.commentInfo}?url_codes=${await anyUrlCode()}` })).json().data;
    const sent = await t.app.inject({
      method: 'POST',
      url: paths.productComments(product.article),
      headers: { cookie },
      payload: { data: { type: 'ProductComment', attributes: { rating: 5, text: 'Прекрасное изделие, рекомендую всем.', files: [id] } } },
    });
    expect(sent.statusCode).toBe(201);
    expect((await remove(id, cookie)).statusCode).toBe(404);
  });
});

async function anyUrlCode(): Promise<string> {
  const [row] = await t.db.select({ urlCode: products.urlCode }).from(products).orderBy(asc(products.id)).limit(1);
  return row!.urlCode;
}
