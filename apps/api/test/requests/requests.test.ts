// Request forms (issue 8): corporate gift cards, franchise (captcha), atelier; stored once each and
// listed for staff behind a bearer token.
import { type CaptchaResponse, type FormRequestListResponse, paths, requestsPaths } from '@ornament/api-contract';
import { formRequestServerMessages } from '@ornament/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../helpers/build';
import { developmentFormRequestsAdminToken } from '../../src/services/requests/routes';

const answer = 'fr4n';
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ env: { CAPTCHA_TEST_ANSWER: answer } });
});
afterAll(async () => t?.close());

type Errors = { errors: { status: string; detail: string; source: { pointer: string } }[] };

async function token(): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: paths.authCaptcha });
  return `${response.json<CaptchaResponse>().data.attributes.uid_captcha}:${answer}`;
}

const post = (url: string, payload: object, ip = '127.0.0.1') => t.app.inject({ method: 'POST', url, payload, remoteAddress: ip, headers: { origin: 'http://localhost:3000' } });
const list = (authorization?: string, kind?: string) =>
  t.app.inject({ method: 'GET', url: `${requestsPaths.formRequestsAdmin}${kind ? `?kind=${kind}` : ''}`, headers: authorization ? { authorization } : {} });

const franchise = { name: 'Игорь Петров', phone: '8 (903) 555-12-34', email: 'igor@example.ru', city: 'Казань', message: 'Хочу открыть магазин в ТЦ.' };

describe('franchise', () => {
  it('stores a request with a solved captcha and answers the message', async () => {
    const response = await post(`${requestsPaths.diamantFranchise}?captchaToken=${encodeURIComponent(await token())}`, franchise);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: formRequestServerMessages.sent });
    const stored = (await list(`Bearer ${developmentFormRequestsAdminToken}`, 'franchise')).json<FormRequestListResponse>();
    expect(stored.data[0]).toMatchObject({ kind: 'franchise', payload: { name: 'Игорь Петров', phone: '79035551234', city: 'Казань' } });
  });

  it('refuses a wrong captcha and bad fields with pointers', async () => {
    const wrong = await post(`${requestsPaths.diamantFranchise}?captchaToken=${encodeURIComponent((await token()).replace(answer, 'nope'))}`, franchise);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json<Errors>().errors[0]!.source.pointer).toBe('/captchaToken');
    const bad = await post(`${requestsPaths.diamantFranchise}?captchaToken=${encodeURIComponent(await token())}`, { ...franchise, phone: '12', email: 'no', city: ' ' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json<Errors>().errors.map((error) => error.source.pointer)).toEqual(['/phone', '/email', '/city']);
  });
});

describe('atelier and corporate gift cards', () => {
  it('stores an atelier order for production on the atelier service', async () => {
    const response = await post(requestsPaths.atelierComment, { name: 'Ольга', phone: '+7 926 000-11-22', productDescription: 'Кольцо с сапфиром по эскизу', article: 'AB-1234' });
    expect(response.statusCode).toBe(200);
    const bad = await post(requestsPaths.atelierComment.replace(/\/$/, ''), { name: 'О', phone: '+7 926 000-11-22', productDescription: '', article: '!' });
    expect(bad.json<Errors>().errors.map((error) => error.source.pointer)).toEqual(['/name', '/productDescription', '/article']);
  });

  it('stores a GiftCardsRequests document', async () => {
    const attributes = { company: 'ООО «Ромашка»', contactName: 'Елена', phone: '+7 999 111-22-33', email: 'hr@romashka.ru', quantity: 40, nominal: 5000, comment: 'К 8 Марта' };
    const response = await post(requestsPaths.giftCardsRequestCreate, { data: { type: 'GiftCardsRequests', attributes } });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ data: { type: 'GiftCardsRequests' } });
    const bad = await post(requestsPaths.giftCardsRequestCreate, { data: { type: 'GiftCardsRequests', attributes: { ...attributes, quantity: 0, nominal: 7 } } });
    expect(bad.json<Errors>().errors.map((error) => error.source.pointer)).toEqual(['/data/attributes/quantity', '/data/attributes/nominal']);
  });

  it('lists requests to staff only', async () => {
    expect((await list()).statusCode).toBe(401);
    expect((await list('Bearer wrong-token-wrong-token')).statusCode).toBe(401);
    const all = (await list(`Bearer ${developmentFormRequestsAdminToken}`)).json<FormRequestListResponse>();
    expect(all.data.map((row) => row.kind).sort()).toEqual(['atelier', 'franchise', 'gift_cards']);
  });

  it('limits sends per IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await post(requestsPaths.atelierComment, { name: '', phone: '', productDescription: '' }, '10.9.9.9')).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 422)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});
