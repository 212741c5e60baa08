// A local stand-in for SMS.ru's HTTP API, speaking the part of its contract our driver uses
// (apps/api/src/services/sms/smsRuDriver.ts; SMS.ru documents it at sms.ru/api/send): POST or GET
// /sms/send with api_id, to (digits with the country code, several comma-separated), msg, json=1 and
// an optional from. With json=1 the answer is {status, status_code, sms: {<number>: {status,
// status_code, sms_id | status_text}}, balance}; without it, SMS.ru's plain lines. A wrong api_id is
// refused request-wide (200), as are a missing text (203) and an empty recipient list; a malformed
// number is refused for that number (202).
// Tests and load runs read what was "sent" (messages(phone), newest first) and make the next send
// fail: failNext(status_code) answers that SMS.ru error, breakNext('garbage' | 'http500' | 'hang')
// answers something unusable, an outage, or nothing at all (the message counts as sent: a
// provider that went silent after taking the request).
// One stand-in for two users: the API suite (vitest) and node scripts (the production-like stack and
// its load test), hence plain JavaScript; types in smsru.d.mts.
import { createServer } from 'node:http';

/** SMS.ru's errors that refuse the whole request rather than one number. */
const requestWide = new Set([200, 201, 203, 204, 205, 206, 210, 211, 212, 213, 220, 300, 301, 302, 500]);

const texts = {
  200: 'Неправильный api_id',
  201: 'Не хватает средств на лицевом счету',
  202: 'Неправильно указан номер телефона получателя, либо на него нет маршрута',
  203: 'Нет текста сообщения',
  207: 'На этот номер (или один из номеров) нельзя отправлять сообщения',
  220: 'Сервис временно недоступен, попробуйте чуть позже',
  230: 'Превышен общий лимит количества сообщений на этот номер в день',
};
const textOf = (code) => texts[code] ?? `Ошибка ${code}`;

async function paramsOf(request) {
  const query = new URL(request.url ?? '/', 'http://fake').searchParams;
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  const body = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
  const params = new Map(query);
  for (const [key, value] of body) params.set(key, value);
  return params;
}

/** @param {import('./smsru.d.mts').FakeSmsRuOptions} options */
export async function startFakeSmsRu({ port = 0, apiId, host = '127.0.0.1' }) {
  if (!apiId) throw new Error('startFakeSmsRu: apiId is required');
  const sent = [];
  const byPhone = new Map();
  const failures = [];
  let sequence = 0;
  let balance = 1000;
  const held = new Set();

  function answer(response, json, body) {
    if (!json) {
      // SMS.ru's plain answer: the request's code, then per number its sms_id or its error code, then the balance.
      const lines = [String(body.status_code), ...(body.order ?? []).map((to) => body.sms[to].sms_id ?? String(body.sms[to].status_code))];
      if (body.status_code === 100) lines.push(`balance=${balance.toFixed(2)}`);
      return response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end(lines.join('\n'));
    }
    return response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
  }

  const refuse = (code) => ({ status: 'ERROR', status_code: code, status_text: textOf(code) });

  async function handle(request, response) {
    const url = new URL(request.url ?? '/', 'http://fake');
    if (url.pathname.replace(/\/+$/, '') !== '/sms/send') return response.writeHead(404).end('Not found');
    const params = await paramsOf(request);
    const json = params.get('json') === '1';
    if (params.get('api_id') !== apiId) return answer(response, json, refuse(200));
    const msg = params.get('msg') ?? '';
    if (msg === '') return answer(response, json, refuse(203));
    const numbers = (params.get('to') ?? '').split(',').map((to) => to.trim()).filter(Boolean);
    if (numbers.length === 0) return answer(response, json, refuse(202));

    const failure = failures.shift();
    if (typeof failure === 'number' && requestWide.has(failure)) return answer(response, json, refuse(failure));
    if (failure === 'http500') return response.writeHead(500, { 'content-type': 'text/html' }).end('<h1>500 Internal Server Error</h1>');

    const sms = {};
    for (const to of numbers) {
      if (typeof failure === 'number') {
        sms[to] = refuse(failure);
      } else if (!/^[1-9]\d{10,14}$/.test(to)) {
        sms[to] = refuse(202);
      } else {
        const smsId = `${String(100000 + (sequence % 900000)).padStart(6, '0')}-${10000000 + ++sequence}`;
        const message = { to, msg, sms_id: smsId, at: new Date(), ...(params.get('from') ? { from: params.get('from') } : {}) };
        sent.push(message);
        byPhone.set(to, [...(byPhone.get(to) ?? []), message]);
        balance -= 1;
        sms[to] = { status: 'OK', status_code: 100, sms_id: smsId };
      }
    }
    if (failure === 'garbage') return response.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Bad Gateway</body></html>');
    if (failure === 'hang') {
      // Taken and sent, but the answer never comes (until close()).
      held.add(response);
      response.once('close', () => held.delete(response));
      return undefined;
    }
    const plainOrder = json ? {} : { order: numbers };
    return answer(response, json, { status: 'OK', status_code: 100, sms, balance: Number(balance.toFixed(2)), ...plainOrder });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500).end();
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(undefined));
  });
  const address = server.address();
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;

  return {
    url,
    messages(phone) {
      return [...(phone === undefined ? sent : (byPhone.get(phone) ?? []))].reverse();
    },
    failNext(statusCode) {
      failures.push(statusCode);
    },
    breakNext(mode) {
      failures.push(mode);
    },
    async close() {
      for (const response of held) response.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(() => resolve(undefined)));
    },
  };
}
