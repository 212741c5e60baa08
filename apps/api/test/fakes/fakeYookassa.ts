// A local stand-in for YooKassa's HTTP API (v3), speaking the parts of its contract our driver uses:
// Basic auth with the shop's id and key, POST /v3/payments with an Idempotence-Key (a repeat gives
// the first answer; the same key with another body is refused), GET /v3/payments/{id}, POST
// /v3/refunds (idempotent, never above what is left), and the confirmation page the shopper pays on,
// whose buttons settle the payment, send the notification and return to return_url. Tests also
// drive it directly: settle a payment, send any notification (forged, duplicated, out of order),
// change a payment's amount behind our back, or take the whole service down.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { type AddressInfo } from 'node:net';

export interface FakePayment {
  id: string;
  status: 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled';
  amount: { value: string; currency: string };
  description?: string;
  metadata: Record<string, string>;
  confirmation: { type: 'redirect'; confirmation_url: string; return_url: string };
  paid: boolean;
  refunded_amount: { value: string; currency: string };
  created_at: string;
}

export interface FakeRefund {
  id: string;
  payment_id: string;
  status: 'succeeded';
  amount: { value: string; currency: string };
  idempotenceKey: string;
}

export interface NotificationBody {
  type: 'notification';
  event: string;
  object: FakePayment;
}

export interface FakeYookassaOptions {
  shopId: string;
  secretKey: string;
  /** Where notifications go: a URL, or a function (tests inject them into the app). */
  notify?: string | ((body: NotificationBody) => Promise<unknown>);
}

export interface FakeYookassa {
  /** The API root to give as YOOKASSA_API_URL (…/v3). */
  apiUrl: string;
  origin: string;
  payments: Map<string, FakePayment>;
  refunds: FakeRefund[];
  /** Every request the fake answered, as "METHOD /path". */
  calls: string[];
  /** While true every call answers 503, as an outage would. */
  down: boolean;
  /** Settles a payment as the shopper's payment page would, and sends its notification. */
  settle(id: string, status: 'succeeded' | 'canceled'): Promise<void>;
  /** Sends a notification naming any payment id, whatever its state. */
  notify(id: string, event: string): Promise<unknown>;
  close(): Promise<void>;
}

const money = (value: number, currency: string) => ({ value: value.toFixed(2), currency });

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

const error = (response: ServerResponse, status: number, code: string, description: string) =>
  send(response, status, { type: 'error', id: randomUUID(), code, description });

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeYookassa(options: FakeYookassaOptions): Promise<FakeYookassa> {
  const expectedAuth = `Basic ${Buffer.from(`${options.shopId}:${options.secretKey}`).toString('base64')}`;
  const payments = new Map<string, FakePayment>();
  const refunds: FakeRefund[] = [];
  const calls: string[] = [];
  const byKey = new Map<string, { body: string; answer: unknown }>();
  let origin = '';

  async function deliver(payment: FakePayment, event: string): Promise<unknown> {
    const body: NotificationBody = { type: 'notification', event, object: payment };
    if (typeof options.notify === 'function') return options.notify(body);
    if (options.notify) return fetch(options.notify, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return undefined;
  }

  async function settle(id: string, status: 'succeeded' | 'canceled'): Promise<void> {
    const payment = payments.get(id);
    if (!payment) throw new Error(`no payment ${id}`);
    if (payment.status === 'pending') Object.assign(payment, { status, paid: status === 'succeeded' });
    await deliver(payment, `payment.${status}`);
  }

  /** The same key with the same body gives the first answer; with another body it is refused. */
  function idempotent(key: string, body: string, response: ServerResponse, make: () => [number, unknown]): void {
    const seen = byKey.get(key);
    if (seen) {
      if (seen.body !== body) return error(response, 400, 'invalid_request', 'Idempotence key duplicated with another request');
      return send(response, 200, seen.answer);
    }
    const [status, answer] = make();
    if (status === 200) byKey.set(key, { body, answer });
    send(response, status, answer);
  }

  function createPayment(raw: string, response: ServerResponse, key: string): void {
    const input = JSON.parse(raw) as { amount?: { value?: string; currency?: string }; confirmation?: { type?: string; return_url?: string }; description?: string; metadata?: Record<string, string>; capture?: boolean };
    if (!/^\d+\.\d{2}$/.test(input.amount?.value ?? '') || !input.amount?.currency) return error(response, 400, 'invalid_request', 'amount is invalid');
    if (input.confirmation?.type !== 'redirect' || !input.confirmation.return_url) return error(response, 400, 'invalid_request', 'confirmation is invalid');
    idempotent(key, raw, response, () => {
      const id = randomUUID();
      const payment: FakePayment = {
        id,
        status: 'pending',
        amount: { value: input.amount!.value!, currency: input.amount!.currency! },
        description: input.description,
        metadata: input.metadata ?? {},
        confirmation: { type: 'redirect', confirmation_url: `${origin}/checkout/${id}`, return_url: input.confirmation!.return_url! },
        paid: false,
        refunded_amount: money(0, input.amount!.currency!),
        created_at: new Date().toISOString(),
      };
      payments.set(id, payment);
      return [200, payment];
    });
  }

  function createRefund(raw: string, response: ServerResponse, key: string): void {
    const input = JSON.parse(raw) as { payment_id?: string; amount?: { value?: string; currency?: string } };
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
      const refund: FakeRefund = { id: randomUUID(), payment_id: payment.id, status: 'succeeded', amount: money(value, payment.amount.currency), idempotenceKey: key };
      refunds.push(refund);
      return [200, refund];
    });
  }

  function confirmationPage(payment: FakePayment): string {
    const form = (decision: string, label: string) => `<form method="post"><input type="hidden" name="decision" value="${decision}"><button type="submit">${label}</button></form>`;
    return `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>ЮKassa (тест)</title></head><body><h1>Оплата ${payment.amount.value} ${payment.amount.currency}</h1>${form('succeeded', 'Заплатить')}${form('canceled', 'Отказаться')}</body></html>`;
  }

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      calls.push(`${request.method} ${url.pathname}`);
      if (fake.down) return error(response, 503, 'service_unavailable', 'down');
      const page = /^\/checkout\/([^/]+)$/.exec(url.pathname);
      if (page) {
        const payment = payments.get(page[1]!);
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
        const payment = payments.get(decodeURIComponent(read[1]!));
        return payment ? send(response, 200, payment) : error(response, 404, 'not_found', 'payment not found');
      }
      error(response, 404, 'not_found', 'no such call');
    })().catch((problem: unknown) => error(response, 500, 'internal_server_error', String(problem)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const fake: FakeYookassa = {
    apiUrl: `${origin}/v3`,
    origin,
    payments,
    refunds,
    calls,
    down: false,
    settle,
    notify: (id, event) => {
      const payment = payments.get(id) ?? ({ id, status: 'succeeded', amount: money(1, 'RUB'), metadata: {} } as unknown as FakePayment);
      return deliver(payment, event);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
}
