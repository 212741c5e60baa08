// Product authentication (issue 8): verify and identify behind the captcha header, complaint photos
// (type and size by content, signed preview, delete) and the complaint stored once with both photos.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type CaptchaResponse, authenticityPaths, captchaTokenHeader, paths } from '@ornament/api-contract';
import { authenticityMessages as m, productBarcode, reviewMessages } from '@ornament/domain';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticityComplaints, authenticityFiles, products } from '../../src/db/schema';
import { type TestApp, buildTestApp } from '../helpers/build';
import { developmentFormRequestsAdminToken } from '../../src/services/requests/routes';
import { multipartBody } from '../helpers/multipart';

const answer = 'pr0d';
const origin = { origin: 'http://localhost:3000' };
let t: TestApp;
let uploadDir: string;
let product: { id: number; article: string; name: string };

beforeAll(async () => {
  uploadDir = await mkdtemp(path.join(tmpdir(), 'ornament-authenticity-'));
  t = await buildTestApp({ products: 60, env: { CAPTCHA_TEST_ANSWER: answer, UPLOAD_DIR: uploadDir } });
  [product] = await t.db.select({ id: products.id, article: products.article, name: products.name }).from(products).orderBy(asc(products.id)).limit(1) as [typeof product];
});
afterAll(async () => {
  await t?.close();
  await rm(uploadDir, { recursive: true, force: true });
});

async function token(solution = answer): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: paths.authCaptcha });
  return `${response.json<CaptchaResponse>().data.attributes.uid_captcha}:${solution}`;
}

const check = async (url: string, attributes: object, captcha: string | null, ip = '10.1.0.1') =>
  t.app.inject({
    method: 'POST',
    url,
    payload: { data: { type: 'product-authentication', attributes } },
    remoteAddress: ip,
    headers: { ...origin, ...(captcha ? { [captchaTokenHeader]: captcha } : {}) },
  });

const picture = (format: 'png' | 'jpeg' = 'png') => sharp({ create: { width: 20, height: 20, channels: 3, background: '#c0a060' } }).toFormat(format).toBuffer();

function upload(field: string, data: Buffer, cookie?: string, contentType = 'image/png') {
  const { payload, headers } = multipartBody([{ name: field, filename: 'photo.png', contentType, data }]);
  return t.app.inject({ method: 'POST', url: authenticityPaths.upload, payload, headers: { ...headers, ...origin, ...(cookie ? { cookie } : {}) } });
}

const cookieOf = (response: { headers: Record<string, unknown> }) => /^(sid=[^;]+)/.exec(String([response.headers['set-cookie']].flat()[0]))![1]!;

describe('verify/ and identify/', () => {
  it('confirms a genuine product by barcode and article with a solved captcha', async () => {
    const response = await check(authenticityPaths.verify, { barcode: productBarcode(product.id), article: product.article }, await token());
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes).toMatchObject({ genuine: true, message: m.genuineText, product: { article: product.article, name: product.name, link: `/product/${product.article}/` } });
  });

  it('answers not genuine for a barcode of another article or an unknown barcode', async () => {
    const other = await check(authenticityPaths.verify, { barcode: productBarcode(product.id + 1), article: product.article }, await token());
    expect(other.json().data.attributes).toMatchObject({ genuine: false, product: null, message: m.notGenuineText });
    const unknown = await check(authenticityPaths.verify.slice(0, -1), { barcode: '1234567890123', article: product.article }, await token());
    expect(unknown.json().data.attributes.genuine).toBe(false);
  });

  it('refuses a wrong, missing or reused captcha with a Russian message', async () => {
    const wrong = await check(authenticityPaths.verify, { barcode: productBarcode(product.id), article: product.article }, await token('nope'));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors[0]).toMatchObject({ detail: m.captchaWrong, source: { pointer: `/headers/${captchaTokenHeader}` } });
    const missing = await check(authenticityPaths.verify, { barcode: productBarcode(product.id), article: product.article }, null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].detail).toBe(m.captchaRequired);
    const once = await token();
    expect((await check(authenticityPaths.identify, { barcode: productBarcode(product.id) }, once)).statusCode).toBe(200);
    expect((await check(authenticityPaths.identify, { barcode: productBarcode(product.id) }, once)).statusCode).toBe(422);
  });

  it('checks the fields before spending the captcha', async () => {
    const response = await check(authenticityPaths.verify, { barcode: '12ab', article: product.article }, await token());
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ detail: m.barcodeInvalid });
  });

  it('identifies a product by barcode; 404 with the message for an unknown one', async () => {
    const found = await check(authenticityPaths.identify, { barcode: productBarcode(product.id) }, await token());
    expect(found.json().data.attributes.product.article).toBe(product.article);
    const unknown = await check(authenticityPaths.identify, { barcode: '99999999' }, await token());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0].detail).toBe(m.barcodeNotFound);
  });
});

describe('complaint photos and the complaint', () => {
  it('uploads two photos, previews them by the signed link, files the complaint once', async () => {
    const cheque = await upload('cheque_photo', await picture('jpeg'), undefined, 'image/jpeg');
    expect(cheque.statusCode).toBe(201);
    const cookie = cookieOf(cheque);
    const photo = await upload('product_photo', await picture(), cookie);
    const chequeData = cheque.json().data;
    const photoData = photo.json().data;
    expect(chequeData).toMatchObject({ kind: 'cheque_photo', mime: 'image/jpeg' });
    expect(photoData).toMatchObject({ kind: 'product_photo', mime: 'image/png' });
    expect(await readdir(path.join(uploadDir, 'product-authentication'))).toHaveLength(2);

    const preview = await t.app.inject({ url: photoData.previewUrl });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/png');
    expect(preview.headers['x-content-type-options']).toBe('nosniff');
    const forged = await t.app.inject({ url: photoData.previewUrl.replace(/token=[^&]+/, `token=${'A'.repeat(43)}`) });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().errors[0].detail).toBe(m.previewExpired);

    const body = { data: { attributes: { shop_name: 'Золотой век', shop_address: 'г. Москва, ул. Ленина, д. 5', cheque_photo: chequeData.fileId, product_photo: photoData.fileId } } };
    const sent = await t.app.inject({ method: 'POST', url: authenticityPaths.complaint, payload: body, headers: { ...origin, cookie } });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().data.attributes.message).toBe(m.complaintSent);
    const again = await t.app.inject({ method: 'POST', url: authenticityPaths.complaint, payload: body, headers: { ...origin, cookie } });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors[0].detail).toBe(m.chequePhotoRequired);
    const stored = await t.db.select().from(authenticityComplaints);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ shopName: 'Золотой век' });
    const attached = await t.db.select().from(authenticityFiles).where(eq(authenticityFiles.complaintId, stored[0]!.id));
    expect(attached).toHaveLength(2);
    // Staff see it with signed links to both photos; without the token, nothing.
    expect((await t.app.inject({ url: authenticityPaths.complaintsAdmin })).statusCode).toBe(401);
    const staff = await t.app.inject({ url: authenticityPaths.complaintsAdmin, headers: { authorization: `Bearer ${developmentFormRequestsAdminToken}` } });
    expect(staff.statusCode).toBe(200);
    const [listed] = staff.json().data;
    expect(listed).toMatchObject({ id: stored[0]!.id, shop_name: 'Золотой век', status: 'new' });
    expect((await t.app.inject({ url: listed.cheque_photo })).headers['content-type']).toBe('image/jpeg');
    expect(staff.json().meta['total-count']).toBe(1);
    // Held by a complaint: no longer deletable.
    const remove = await t.app.inject({ method: 'DELETE', url: `${authenticityPaths.delete}?fileId=${chequeData.fileId}`, headers: { ...origin, cookie } });
    expect(remove.statusCode).toBe(404);
  });

  it('refuses a photo of another session, a swapped kind, and missing fields', async () => {
    const mine = await upload('cheque_photo', await picture());
    const cookie = cookieOf(mine);
    const theirs = await upload('product_photo', await picture());
    const base = { shop_name: 'Ювелир', shop_address: 'г. Казань, пр. Победы, д. 1', cheque_photo: mine.json().data.fileId };
    const foreign = await t.app.inject({ method: 'POST', url: authenticityPaths.complaint, payload: { data: { attributes: { ...base, product_photo: theirs.json().data.fileId } } }, headers: { ...origin, cookie } });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors[0]).toMatchObject({ detail: m.productPhotoRequired, source: { pointer: '/data/attributes/product_photo' } });
    const swapped = await t.app.inject({ method: 'POST', url: authenticityPaths.complaint, payload: { data: { attributes: { ...base, product_photo: base.cheque_photo } } }, headers: { ...origin, cookie } });
    expect(swapped.statusCode).toBe(422);
    const blank = await t.app.inject({ method: 'POST', url: authenticityPaths.complaint, payload: { data: { attributes: { ...base, shop_name: ' ', product_photo: base.cheque_photo } } }, headers: { ...origin, cookie } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors[0].detail).toBe(m.shopNameRequired);
  });

  it('refuses an oversized or non-image upload with a Russian message, storing nothing', async () => {
    const before = await readdir(path.join(uploadDir, 'product-authentication')).catch(() => []);
    const huge = await upload('product_photo', Buffer.concat([await picture(), Buffer.alloc(8 * 1024 * 1024, 1)]));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().errors[0]).toMatchObject({ detail: m.photoTooLarge, source: { pointer: '/data/product_photo' } });
    const text = await upload('cheque_photo', Buffer.from('Это не фото'), undefined, 'image/jpeg');
    expect(text.statusCode).toBe(415);
    expect(text.json().errors[0]).toMatchObject({ detail: reviewMessages.photoType, source: { pointer: '/data/cheque_photo' } });
    const wrongField = await upload('file', await picture());
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().errors[0].detail).toBe(m.photoMissing);
    expect(await readdir(path.join(uploadDir, 'product-authentication')).catch(() => [])).toEqual(before);
  });

  it('deletes the owner’s loose photo only', async () => {
    const mine = await upload('product_photo', await picture());
    const { fileId, previewUrl } = mine.json().data;
    const stranger = await t.app.inject({ method: 'DELETE', url: `${authenticityPaths.delete}?fileId=${fileId}`, headers: origin });
    expect(stranger.statusCode).toBe(404);
    const own = await t.app.inject({ method: 'DELETE', url: `${authenticityPaths.delete}?fileId=${fileId}`, headers: { ...origin, cookie: cookieOf(mine) } });
    expect(own.json()).toEqual({ data: { fileId, deleted: true } });
    expect((await t.app.inject({ url: previewUrl })).statusCode).toBe(404);
  });
});
