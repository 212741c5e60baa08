// Issue 22: a SIGTERM's drain (src/shutdown.ts, what server.ts runs on the signal). A request under
// way finishes; the next one on its connection finds the replica not ready (503) and the connection
// closed after it; a new connection is refused; a live socket ends with 1012 and a reconnect hint;
// and a request that outlives the drain's time is cut so the process can end.
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { liveSocketClose, messagingPaths, paths, type WsAuthResponse } from '@ornament/api-contract';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { drainAndClose } from '../../src/shutdown';
import { type TestApp, buildTestApp } from '../helpers/build';
import { signedIn } from '../orders/signedIn';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function slowApp(ms: number): Promise<{ t: TestApp; port: number }> {
  const t = await buildTestApp({
    products: 20,
    beforeReady: (app) =>
      app.get('/test/slow', async () => {
        await sleep(ms);
        return { done: true };
      }),
  });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  return { t, port: (t.app.server.address() as AddressInfo).port };
}

const request = (url: string) => `GET ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n`;

/** Raw HTTP/1.1 on one connection: `received` is everything the server wrote until it closed it. */
function rawConnection(port: number): { send(url: string): void; received: Promise<string> } {
  const socket = connect(port, '127.0.0.1');
  let text = '';
  socket.on('data', (chunk) => (text += chunk.toString()));
  const received = new Promise<string>((resolve, reject) => {
    socket.on('close', () => resolve(text));
    socket.on('error', reject);
  });
  return { send: (url) => void socket.write(request(url)), received };
}

function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.on('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('error', () => resolve(true));
  });
}

describe('drain on SIGTERM', () => {
  it('finishes the request under way, answers the next one 503 not ready, refuses new connections, ends live sockets with 1012', async () => {
    const { t, port } = await slowApp(1_500);
    try {
      const anna = await signedIn(t.app, t.db, 'shopper');
      const token = (await anna.call({ method: 'GET', url: messagingPaths.wsAuth })).json<WsAuthResponse>().data.token;
      const socket = new WebSocket(`ws://127.0.0.1:${port}${messagingPaths.notificationSocket}?token=${encodeURIComponent(token)}`);
      await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
      const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })));

      const connection = rawConnection(port);
      connection.send('/test/slow');
      await sleep(200);
      const started = Date.now();
      const drained = drainAndClose(t.app, { timeoutMs: 5_000 });

      expect(await closed).toEqual({ code: 1012, reason: liveSocketClose.restart.reason });
      await sleep(50);
      expect(await refused(port)).toBe(true);
      // The balancer's next request on the connection it already holds.
      connection.send(paths.healthReady);

      const [slow, ready] = (await connection.received).split(/(?=HTTP\/1\.1 )/);
      expect(slow).toMatch(/^HTTP\/1\.1 200 /);
      expect(slow).toContain('{"done":true}');
      expect(ready).toMatch(/^HTTP\/1\.1 503 /);
      expect(ready).toMatch(/\r\nretry-after: 2\r\n/i);
      expect(ready).toMatch(/\r\nconnection: close\r\n/i);
      expect(ready).toContain('"detail":"Not ready: draining"');

      expect(await drained).toBe('drained');
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await t.close().catch(() => undefined);
    }
  });

  it('cuts a request that outlives the drain time, so the process can end', async () => {
    const { t, port } = await slowApp(20_000);
    try {
      const hanging = rawConnection(port);
      hanging.send('/test/slow');
      await sleep(200);
      const started = Date.now();
      expect(await drainAndClose(t.app, { timeoutMs: 500 })).toBe('cut');
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(await hanging.received).toBe('');
    } finally {
      await t.close().catch(() => undefined);
    }
  });
});
