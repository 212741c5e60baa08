// A local stand-in for YooKassa's HTTP API (v3), speaking the parts of its contract our driver uses
// (apps/api/src/services/checkout/payments/yookassa.ts): Basic auth with the shop's id and key, POST
// /v3/payments with an Idempotence-Key (a repeat gives the first answer; the same key with another
// body is refused), GET /v3/payments/{id}, POST /v3/refunds (idempotent, never above what is left),
// and the confirmation page the shopper pays on, whose buttons settle the payment, send the
// notification and return to return_url. Tests also drive it directly: settle a payment, send any
// notification (forged, duplicated, out of order), change a payment's amount behind our back, or take
// the whole service down.
// One stand-in for two users: the API suite (apps/api/test/fakes/fakeYookassa.ts re-exports it) and
// the production-like stack (tooling/scripts/stack/), whose virtual shoppers pay on its page. Plain
// JavaScript, so the stack's scripts run it without a TypeScript step; types in fakeYookassa.d.mts.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';

const money = (value, currency) => ({ value: value.toFixed(2), currency });

function send(response, status, body) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

const error = (response, status, code, description) => send(response, status, { type: 'error', id: randomUUID(), code, description });

async function bodyOf(request) {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Posts a notification to a URL as YooKassa does: again on a network error or a non-2xx answer
 * (YooKassa keeps trying for a day; here a few seconds), so a replica dying mid-request loses nothing.
 */
async function postNotification(url, body, attempts) {
  let last;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      last = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal: AbortSignal.timeout(10_000) });
      if (last.ok) return last;
    } catch (problem) {
      last = problem;
    }
    if (attempt < attempts) await pause(Math.min(2_000, 100 * 2 ** attempt));
  }
  if (last instanceof Error) throw last;
  return last;
}

/** @param {import('./fakeYookassa.d.mts').FakeYookassaOptions} options */
export async function startFakeYookassa(options) {
  const expectedAuth = `Basic ${Buffer.from(`${options.shopId}:${options.secretKey}`).toString('base64')}`;
  const payments = new Map();
  const refunds = [];
  const calls = [];
  const byKey = new Map();
  let origin = '';

  async function deliver(payment, event) {
    const body = { type: 'notification', event, object: payment };
    if (typeof options.notify === 'function') return options.notify(body);
    if (options.notify) return postNotification(options.notify, body, options.notifyAttempts ?? 1);
    return undefined;
  }

  async function settle(id, status) {
    const payment = payments.get(id);
    if (!payment) throw new Error(`no payment ${id}`);
    if (payment.status === 'pending') Object.assign(payment, { status, paid: status === 'succeeded' });
    await deliver(payment, `payment.${status}`);
  }

  /** The same key with the same body gives the first answer; with another body it is refused. */
  function idempotent(key, body, response, make) {
    const seen = byKey.get(key);
    if (seen) {
      if (seen.body !== body) return error(response, 400, 'invalid_request', 'Idempotence key duplicated with another request');
      return send(response, 200, seen.answer);
    }
    const [status, answer] = make();
    if (status === 200) byKey.set(key, { body, answer });
    send(response, status, answer);
  }

  function createPayment(raw, response, key) {
    const input = JSON.parse(raw);
    if (!/^\d+\.\d{2}$/.test(input.amount?.value ?? '') || !input.amount?.currency) return error(response, 400, 'invalid_request', 'amount is invalid');
    if (input.confirmation?.type !== 'redirect' || !input.confirmation.return_url) return error(response, 400, 'invalid_request', 'confirmation is invalid');
    idempotent(key, raw, response, () => {
      const id = randomUUID();
      const payment = {
        id,
        status: 'pending',
        amount: { value: input.amount.value, currency: input.amount.currency },
        description: input.description,
        metadata: input.metadata ?? {},
        confirmation: { type: 'redirect', confirmation_url: `${origin}/checkout/${id}`, return_url: input.confirmation.return_url },
        paid: false,
        refunded_amount: money(0, input.amount.currency),
        created_at: new Date().toISOString(),
      };
      payments.set(id, payment);
      return [200, payment];
    });
  }

  function createRefund(raw, response, key) {
    const input = JSON.parse(raw);
    const payment = payments.get(input.payment_id ?? '');
    if (!payment) return error(response, 404, 'not_found', 'payment not found');
    idempotent(key, raw, response, () => {
      const value = Number(input.amount?.value);
      const left = Number(payment.amount.value) - Number(payment.refunded_amount.value);
      if (payment.status !== 'succeeded') return [400, { type: 'error', code: 'invalid_request', description: 'payment is not succeeded' }];
      if (!(value > 0) || value > left + 1e-9 || input.amount?.currency !== payment.amount.currency) {
        return [400, { type: 'error', code: 'invalid_request', description: 'refund amount is invalid' }];
      }
      payment.refunded_amount = money(Number(payment.refunded_amount.value) + value, payment.amount.currency);
      const refund = { id: randomUUID(), payment_id: payment.id, status: 'succeeded', amount: money(value, payment.amount.currency), idempotenceKey: key };
      refunds.push(refund);
      return [200, refund];
    });
  }

  function confirmationPage(payment) {
    const form = (decision, label) => `<form method="post"><input type="hidden" name="decision" value="${decision}"><button type="submit">${label}</button></form>`;
    return `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>ЮKassa (тест)</title></head><body><h1>Оплата ${payment.amount.value} ${payment.amount.currency}</h1>${form('succeeded', 'Заплатить')}${form('canceled', 'Отказаться')}</body></html>`;
  }

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      if (options.recordCalls !== false) calls.push(`${request.method} ${url.pathname}`);
      if (fake.down) return error(response, 503, 'service_unavailable', 'down');
      const page = /^\/checkout\/([^/]+)$/.exec(url.pathname);
      if (page) {
        const payment = payments.get(page[1]);
        if (!payment) return error(response, 404, 'not_found', 'payment not found');
        if (request.method === 'GET') return response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(confirmationPage(payment));
        const decision = new URLSearchParams(await bodyOf(request)).get('decision');
        await settle(payment.id, decision === 'succeeded' ? 'succeeded' : 'canceled');
        return response.writeHead(303, { location: payment.confirmation.return_url }).end();
      }
      if (request.headers.authorization !== expectedAuth) return error(response, 401, 'invalid_credentials', 'Basic auth failed');
      const key = String(request.headers['idempotence-key'] ?? '');
      if (request.method === 'POST' && !key) return error(response, 400, 'invalid_request', 'Idempotence-Key header is required');
      if (request.method === 'POST' && url.pathname === '/v3/payments') return createPayment(await bodyOf(request), response, key);
      if (request.method === 'POST' && url.pathname === '/v3/refunds') return createRefund(await bodyOf(request), response, key);
      const read = /^\/v3\/payments\/([^/]+)$/.exec(url.pathname);
      if (request.method === 'GET' && read) {
        const payment = payments.get(decodeURIComponent(read[1]));
        return payment ? send(response, 200, payment) : error(response, 404, 'not_found', 'payment not found');
      }
      error(response, 404, 'not_found', 'no such call');
    })().catch((problem) => error(response, 500, 'internal_server_error', String(problem)));
  });
  server.keepAliveTimeout = 30_000;
  await new Promise((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  origin = `http://${options.host ?? '127.0.0.1'}:${server.address().port}`;

  const fake = {
    apiUrl: `${origin}/v3`,
    origin,
    payments,
    refunds,
    calls,
    down: false,
    settle,
    notify: (id, event) => {
      const payment = payments.get(id) ?? { id, status: 'succeeded', amount: money(1, 'RUB'), metadata: {} };
      return deliver(payment, event);
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  return fake;
}
