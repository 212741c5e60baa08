// Issue 19 "How it is shown": the production profile, started for real, from the artifacts a release
// ships (issue 20): the API's deployed directory (`pnpm deploy`: dist/ and its production
// node_modules) and the main storefront's standalone directory, both copied out of the checkout by
// `npm test`, so nothing in the repository can stand in for what they lack. On PostgreSQL, migrated
// by `db:migrate` (production does not migrate on boot), seeded with `seed --catalogue-only`, with
// production settings and no demo flag, YooKassa as its acquirer, SMS.ru as its SMS provider and an
// SMTP relay as its mail provider (the local fakes). Through the storefront: dev, demo and admin routes answer 404, the browser's own X-Forwarded-For never reaches
// the API (finding 5), no seeded account can log in, and a card order is paid only after the provider's verified notification (a forged and
// a replayed one change nothing). A shopper logs in by a code SMS.ru delivered and confirms a new
// e-mail by the link the SMTP relay took. A missing secret or the local SMS or mail driver stops the
// start with its line, and the full demo seed is refused.
// Run by `npm test` (tooling/scripts/test.mjs) after the build, with LIVE_CHECK_DATABASE_URL and the
// two artifacts' folders (LIVE_CHECK_API_DIR, LIVE_CHECK_STOREFRONT_DIR).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type OrderCreateResponse, type OrderDetailResponse, accountSecurityPaths, idempotencyKeyHeader, messagingPaths, paths, requestsPaths } from '@ornament/api-contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db';
import { payments, users } from '../src/db/schema';
import { loadEnv } from '../src/env';
import { productionSecrets } from '../src/productionRequirements';
import { hashPassword } from '../src/services/auth/password';
import { anna, choose, moscowStore, putInBasket, stockedProduct } from '../test/checkout/fixture';
import { type FakeSmsRu, startFakeSmsRu } from '../test/fakes/fakeSmsRu';
import { type FakeSmtp, startFakeSmtp } from '../test/fakes/fakeSmtp';
import { type FakeYookassa, startFakeYookassa } from '../test/fakes/fakeYookassa';

const databaseUrl = process.env.LIVE_CHECK_DATABASE_URL;
/** The API's artifact (`dist/server.js` inside) and the storefront's (`apps/main/server.js` inside). */
const apiDir = process.env.LIVE_CHECK_API_DIR ?? '';
const storefrontDir = path.join(process.env.LIVE_CHECK_STOREFRONT_DIR ?? '', 'apps/main');
const repoPackage = (relative: string) => JSON.parse(readFileSync(new URL(`../../../${relative}/package.json`, import.meta.url), 'utf8')) as { version: string };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

interface Run {
  code: number | null;
  output: string;
}

function started(command: string, args: string[], cwd: string, env: Record<string, string>): { child: ChildProcess; output: () => string; exited: Promise<Run> } {
  const child = spawn(command, args, { cwd, env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<Run>((resolve) => child.once('exit', (code) => resolve({ code, output })));
  return { child, output: () => output, exited };
}

async function waitFor(url: string, exited: Promise<Run>, timeoutMs = 90_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  let done = false;
  void exited.then(() => (done = true));
  while (Date.now() < until && !done) {
    try {
      if ((await fetch(url, { redirect: 'manual' })).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up`);
}

/** A browser's cookie jar for one shopper, on the storefront's origin. */
function shopperClient(origin: string) {
  const jar = new Map<string, string>();
  return async (pathname: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) => {
    const response = await fetch(`${origin}${pathname}`, {
      method: init.method ?? 'GET',
      redirect: 'manual',
      headers: {
        ...(jar.size ? { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(init.method && init.method !== 'GET' ? { origin } : {}),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    return response;
  };
}

const secret = () => randomBytes(24).toString('hex');
let fake: FakeYookassa;
let sms: FakeSmsRu;
let smtp: FakeSmtp;
let database: Database;
let api: ReturnType<typeof started> | null = null;
let storefront: ReturnType<typeof started> | null = null;
let origin = '';
let liveEnv: Record<string, string> = {};

beforeAll(async () => {
  if (!databaseUrl || !apiDir || !process.env.LIVE_CHECK_STOREFRONT_DIR) throw new Error('LIVE_CHECK_DATABASE_URL, LIVE_CHECK_API_DIR and LIVE_CHECK_STOREFRONT_DIR are not set (npm test sets them)');
  const [apiPort, storefrontPort] = [await freePort(), await freePort()];
  origin = `http://localhost:${storefrontPort}`;
  fake = await startFakeYookassa({ shopId: 'live-shop', secretKey: 'live-check-key', notify: `${origin}${paths.paymentNotification('yookassa')}` });
  sms = await startFakeSmsRu({ apiId: 'live-check-sms-api-id' });
  smtp = await startFakeSmtp({ user: 'noreply@live-check.ru', pass: secret() });
  liveEnv = {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    API_PORT: String(apiPort),
    ...Object.fromEntries(productionSecrets.map((name) => [name, secret()])),
    ALLOWED_ORIGINS: origin,
    PAYMENT_PROVIDER: 'yookassa',
    YOOKASSA_SHOP_ID: 'live-shop',
    YOOKASSA_SECRET_KEY: 'live-check-key',
    YOOKASSA_API_URL: fake.apiUrl,
    SMS_DRIVER: 'smsru',
    SMSRU_API_ID: 'live-check-sms-api-id',
    SMSRU_API_URL: sms.url,
    MAIL_DRIVER: 'smtp',
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Орнамент <noreply@live-check.ru>',
    SEED_PRODUCTS: '200',
    LOG_LEVEL: 'warn',
  };
  // Production does not migrate on boot: before `db:migrate` the API refuses to start.
  const unmigrated = await started('node', ['dist/server.js'], apiDir, liveEnv).exited;
  expect(unmigrated.code).toBe(1);
  expect(unmigrated.output).toMatch(/the database lacks \d+ migration\(s\) of this release .*: run `db:migrate` first/);
  const migrate = await started('node', ['dist/migrate.js'], apiDir, liveEnv).exited;
  expect(migrate.code, migrate.output).toBe(0);
  expect(migrate.output).toMatch(/db:migrate: applied 0000_extensions, /);
  const seed = await started('node', ['dist/seed.js', '--catalogue-only'], apiDir, liveEnv).exited;
  expect(seed.code, seed.output).toBe(0);
  api = started('node', ['dist/server.js'], apiDir, liveEnv);
  await waitFor(`http://127.0.0.1:${apiPort}${paths.health}`, api.exited);
  storefront = started('node', ['server.js'], storefrontDir, {
    PORT: String(storefrontPort),
    HOSTNAME: 'localhost',
    API_URL: `http://127.0.0.1:${apiPort}`,
  });
  await waitFor(`${origin}/`, storefront.exited);
  database = await openDatabase(loadEnv({ NODE_ENV: 'test', DATABASE_URL: databaseUrl }));
}, 240_000);

afterAll(async () => {
  storefront?.child.kill('SIGTERM');
  api?.child.kill('SIGTERM');
  await Promise.all([storefront?.exited, api?.exited]);
  await database?.close();
  await fake?.close();
  await sms?.close();
  await smtp?.close();
});

describe('live production, started as an operator would', () => {
  it('each artifact reports the release it was built as: the API on /health, the storefront in a header on every page', async () => {
    const health = await fetch(`http://127.0.0.1:${liveEnv.API_PORT}${paths.health}`);
    expect(await health.json()).toEqual({ status: 'ok', version: repoPackage('apps/api').version, release: `api@${repoPackage('apps/api').version}` });
    const page = await fetch(`${origin}/`);
    expect(page.headers.get('x-release')).toBe(`main@${repoPackage('apps/main').version}`);
  });

  it('finding 3: a missing secret stops the API with its line, and the full demo seed is refused', async () => {
    const { LIVE_TOKEN_SECRET: _dropped, ...withoutOne } = liveEnv;
    const refused = await started('node', ['dist/server.js'], apiDir, { ...withoutOne, API_PORT: String(await freePort()) }).exited;
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/LIVE_TOKEN_SECRET: required in production/);
    const demoSeed = await started('node', ['dist/seed.js'], apiDir, liveEnv).exited;
    expect(demoSeed.code).toBe(1);
    expect(demoSeed.output).toMatch(/live production takes only `seed --catalogue-only`/);
  });

  it('issue 19: the local SMS driver stops the API with its line: live production needs SMS.ru', async () => {
    const { SMS_DRIVER: _driver, SMSRU_API_ID: _id, SMSRU_API_URL: _url, ...withoutSms } = liveEnv;
    const refused = await started('node', ['dist/server.js'], apiDir, { ...withoutSms, API_PORT: String(await freePort()) }).exited;
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/SMS_DRIVER: local delivers nothing in production; set SMS_DRIVER=smsru and SMSRU_API_ID/);
  });

  it('issue 19: the local mail driver stops the API with its line: live production needs an SMTP relay', async () => {
    const { MAIL_DRIVER: _driver, SMTP_URL: _url, MAIL_FROM: _from, ...withoutMail } = liveEnv;
    const refused = await started('node', ['dist/server.js'], apiDir, { ...withoutMail, API_PORT: String(await freePort()) }).exited;
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/MAIL_DRIVER: local delivers nothing in production; set MAIL_DRIVER=smtp, SMTP_URL and MAIL_FROM/);
  });

  it('issue 19: a new account’s e-mail is confirmed by the link the SMTP relay (the local fake) took, through the storefront', async () => {
    const phone = '79161230020';
    const email = `live-mail-${randomUUID().slice(0, 8)}@example.ru`;
    const call = shopperClient(origin);
    expect((await call(paths.authSendCode, { method: 'POST', body: { data: { type: 'send-code', attributes: { phone } } } })).status).toBe(200);
    const code = /\b(\d{6})\b/.exec(sms.messages(phone)[0]?.msg ?? '')?.[1];
    const login = await call(paths.authLogin, { method: 'POST', body: { data: { type: 'login', attributes: { phone, code } } } });
    expect(login.status, await login.clone().text()).toBe(200);
    const { data } = (await login.json()) as { data: { id: string } };
    // A first e-mail right after the code login needs no second code; the letter goes to the relay.
    const saved = await call(paths.user(data.id), { method: 'PATCH', body: { data: { type: 'user', attributes: { email } } } });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const [letter] = smtp.messages(email);
    expect(letter).toMatchObject({ to: email, envelopeFrom: 'noreply@live-check.ru', subject: 'Подтвердите адрес электронной почты' });
    const link = /^(http\S+)$/m.exec(letter?.text ?? '')?.[1] ?? '';
    expect(link.startsWith(`${origin}/confirm-email/?token=`), link).toBe(true);
    const token = new URL(link).searchParams.get('token') ?? '';
    const confirmed = await call(accountSecurityPaths.confirmEmail, { method: 'POST', body: { token } });
    expect(confirmed.status, await confirmed.clone().text()).toBe(200);
    expect(((await confirmed.json()) as { data: { attributes: { email: string } } }).data.attributes.email).toBe(email);
  });

  it('issue 19: a shopper logs in by the code SMS.ru delivered (the local fake), through the storefront', async () => {
    const phone = '79161230019';
    const call = shopperClient(origin);
    const sent = await call(paths.authSendCode, { method: 'POST', body: { data: { type: 'send-code', attributes: { phone } } } });
    expect(sent.status, await sent.clone().text()).toBe(200);
    const code = /\b(\d{6})\b/.exec(sms.messages(phone)[0]?.msg ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const login = await call(paths.authLogin, { method: 'POST', body: { data: { type: 'login', attributes: { phone, code } } } });
    expect(login.status, await login.clone().text()).toBe(200);
  });

  it('serves the catalogue, and answers 404 to dev, demo and admin routes through the storefront', async () => {
    const page = await fetch(`${origin}/jewelry-catalog/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('/product/');
    for (const hidden of [
      `${paths.devSmsOutbox}?phone=79990000001`,
      paths.devLoginTicket,
      paths.devOrderAdvance,
      paths.paymentSandbox(randomUUID()),
      requestsPaths.formRequestsAdmin,
      messagingPaths.messageSend,
    ]) {
      const response = await fetch(`${origin}${hidden}`, { redirect: 'manual' });
      expect(response.status, hidden).toBe(404);
    }
  });

  it('finding 13: the artifact’s cached pages name their inline scripts by hash, never unsafe-inline, and arrive compressed', async () => {
    const page = await fetch(`${origin}/jewelry-catalog/`, { headers: { 'accept-encoding': 'gzip' } });
    const scriptSources = /script-src([^;]*)/.exec(page.headers.get('content-security-policy') ?? '')?.[1] ?? '';
    expect(scriptSources).toMatch(/'sha256-[A-Za-z0-9+/=]{44}'/);
    expect(scriptSources).not.toMatch(/unsafe-inline|inline-script-hashes/);
    expect(page.headers.get('content-encoding')).toBe('gzip');
    expect(await page.text()).toContain('/product/');
  });

  it('finding 5: the API sees the connection’s address, not the X-Forwarded-For or Forwarded a browser sends', async () => {
    const seen = await fetch(`${origin}${paths.metaIp}`, { headers: { 'x-forwarded-for': '203.0.113.200', forwarded: 'for=198.51.100.7', 'x-real-ip': '198.51.100.8' } });
    expect(await seen.json()).toMatchObject({ ip_address: '127.0.0.1' });
  });

  it('finding 3: no seeded account exists: the demo staff password logs nobody in', async () => {
    const call = shopperClient(origin);
    const response = await call(paths.authLoginByEmail, {
      method: 'POST',
      body: { data: { type: 'login-by-email', attributes: { email: 'anna.smirnova@example.ru', password: 'ornament-demo' } } },
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });

  it('a card order is paid only after the verified notification; forged and replayed ones change nothing', async () => {
    // An account the shop already holds, signing in with e-mail and password (its e-mail confirmed).
    const email = `live-${randomUUID().slice(0, 8)}@example.ru`;
    const password = randomBytes(12).toString('base64url');
    const [user] = await database.db
      .insert(users)
      .values({ isGuest: false, phone: '79161234567', email, emailVerifiedAt: new Date(), name: 'Анна', surname: 'Смирнова', passwordHash: await hashPassword(password) })
      .returning({ id: users.id });
    const userId = user!.id;
    const call = shopperClient(origin);
    const login = await call(paths.authLoginByEmail, { method: 'POST', body: { data: { type: 'login-by-email', attributes: { email, password } } } });
    expect(login.status, await login.clone().text()).toBe(200);

    const store = await moscowStore(database.db);
    await putInBasket(database.db, userId, await stockedProduct(database.db, { [store]: 3 }));
    await choose(database.db, userId, { paymentMethod: 'card-online', orderType: 'in_stock', storeId: store });
    const created = await call(paths.orderCreate, { method: 'POST', body: anna, headers: { [idempotencyKeyHeader]: randomUUID() } });
    expect(created.status).toBe(200);
    const { data } = (await created.json()) as OrderCreateResponse;
    expect(data.backUrl.startsWith(`${origin}/api/sklv/v6/payment/`)).toBe(true);
    const orderId = data.orders[0]!.id;
    const paid = async () => (((await (await call(paths.order(orderId))).json()) as OrderDetailResponse).data.attributes.payment as { paid: boolean }).paid;

    const toProvider = await call(new URL(data.backUrl).pathname);
    expect(toProvider.status).toBe(303);
    const confirmation = toProvider.headers.get('location')!;
    expect(confirmation.startsWith(`${fake.origin}/checkout/`)).toBe(true);
    const [payment] = await database.db.select().from(payments).where(eq(payments.masterOrderId, data.masterOrderId));

    // Forged: "succeeded" for a payment the provider still holds as pending, through the storefront.
    const forged = await fetch(`${origin}${paths.paymentNotification('yookassa')}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'notification', event: 'payment.succeeded', object: { id: payment!.externalId, status: 'succeeded' } }),
    });
    expect(forged.status).toBe(200);
    expect(await paid()).toBe(false);

    // The shopper pays on the provider's page: it notifies us and sends the shopper to the thank-you page.
    const back = await fetch(confirmation, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'decision=succeeded' });
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`${origin}/basket/thank-you/?masterOrderId=${data.masterOrderId}`);
    expect(await paid()).toBe(true);
    const [settled] = await database.db.select().from(payments).where(eq(payments.id, payment!.id));
    expect(settled).toMatchObject({ status: 'approved' });

    // Replayed, and a late "canceled": still paid, the payment as it was.
    await fake.notify(payment!.externalId!, 'payment.succeeded');
    await fake.notify(payment!.externalId!, 'payment.canceled');
    expect(await paid()).toBe(true);
    expect((await database.db.select().from(payments).where(eq(payments.id, payment!.id)))[0]).toEqual(settled);
  });
});
