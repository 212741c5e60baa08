import http from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createBrowser } from './browser.mjs';

// A server that closes a kept-alive connection as its second request arrives, unanswered: what a
// server whose idle timeout ran out just then does.
let server;
let origin;
let answered = 0;
beforeAll(async () => {
  server = http.createServer((request, response) => {
    request.socket.served = (request.socket.served ?? 0) + 1;
    if (request.socket.served === 2) {
      request.socket.destroy();
      return;
    }
    answered++;
    response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${server.address().port}`;
});
afterAll(() => server.close());

describe('the shopper\'s browser on a connection the server closed', () => {
  test('sends a GET again on a new connection, as a browser does', async () => {
    const browser = createBrowser({ localAddress: '127.0.0.1', origin, recorder: { request: () => undefined } });
    expect((await browser.exchange('GET', `${origin}/a`)).status).toBe(200);
    const before = answered;
    expect((await browser.exchange('GET', `${origin}/b`)).status).toBe(200);
    expect(answered).toBe(before + 1);
    browser.close();
  });

  test('does not send a POST again: it reports no answer', async () => {
    const browser = createBrowser({ localAddress: '127.0.0.1', origin, recorder: { request: () => undefined } });
    expect((await browser.exchange('POST', `${origin}/a`, { body: 'x' })).status).toBe(200);
    const second = await browser.exchange('POST', `${origin}/b`, { body: 'x' });
    expect(second.status).toBe(0);
    browser.close();
  });
});
