// The live channel (issue 7): a token from ws-auth opens a socket that receives the shopper's new
// messages at once; wrong, altered and expired tokens are refused before the upgrade; pings are
// answered; another shopper's messages never arrive.
import type { AddressInfo } from 'node:net';
import { messagingPaths, type ServerFrame, type WsAuthResponse } from '@ornament/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type TestApp, buildTestApp } from '../helpers/build';
import { type SignedIn, signedIn } from '../orders/signedIn';
import { sendMessage } from '../../src/services/messaging/send';
import { liveTokenSigner } from '../../src/services/messaging/liveToken';

let t: TestApp;
let base: string;
let anna: SignedIn;
let aigerim: SignedIn;

beforeAll(async () => {
  t = await buildTestApp({ products: 50 });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  anna = await signedIn(t.app, t.db, 'shopper');
  aigerim = await signedIn(t.app, t.db, 'kazakhShopper');
});
afterAll(async () => t?.close());

async function tokenOf(who: SignedIn): Promise<string> {
  const response = await who.call({ method: 'GET', url: messagingPaths.wsAuth });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json<WsAuthResponse>().data.token;
}

function connect(token: string, headers: Record<string, string> = {}): Promise<{ socket: WebSocket; frames: ServerFrame[]; next: () => Promise<ServerFrame> }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${base}${messagingPaths.notificationSocket}?token=${encodeURIComponent(token)}`, { headers });
    const frames: ServerFrame[] = [];
    const waiters: ((frame: ServerFrame) => void)[] = [];
    socket.on('message', (data) => {
      const frame = JSON.parse(String(data)) as ServerFrame;
      const waiter = waiters.shift();
      if (waiter) waiter(frame);
      else frames.push(frame);
    });
    socket.once('open', () =>
      resolve({ socket, frames, next: () => (frames.length ? Promise.resolve(frames.shift()!) : new Promise((done) => waiters.push(done))) }),
    );
    socket.once('unexpected-response', (_request, response) => reject(new Error(`HTTP ${response.statusCode}`)));
    socket.once('error', reject);
  });
}

describe('ws-auth', () => {
  it('needs a signed-in shopper', async () => {
    expect((await t.app.inject({ method: 'GET', url: messagingPaths.wsAuth })).statusCode).toBe(401);
  });
});

describe('the socket', () => {
  it('pushes a new message to its shopper only, and answers pings', async () => {
    const hers = await connect(await tokenOf(anna));
    const other = await connect(await tokenOf(aigerim));
    await t.db.transaction((tx) => sendMessage(tx, { userId: anna.userId, subject: 'service', title: 'Живое сообщение', source: 'test' }));
    const frame = await hers.next();
    expect(frame).toMatchObject({ type: 'message', data: { subject: 'service', viewed: false, view_props: { title: 'Живое сообщение' } } });
    hers.socket.send(JSON.stringify({ type: 'ping' }));
    expect(await hers.next()).toEqual({ type: 'pong' });
    expect(other.frames).toEqual([]);
    hers.socket.close();
    other.socket.close();
  });

  it('does not push a message whose transaction rolled back', async () => {
    const live = await connect(await tokenOf(anna));
    await t.db
      .transaction(async (tx) => {
        await sendMessage(tx, { userId: anna.userId, subject: 'service', title: 'Откатано', source: 'test' });
        throw new Error('rollback');
      })
      .catch(() => undefined);
    await t.db.transaction((tx) => sendMessage(tx, { userId: anna.userId, subject: 'service', title: 'После отката', source: 'test' }));
    const frame = await live.next();
    expect(frame.type === 'message' && frame.data.view_props.title).toBe('После отката');
    live.socket.close();
  });

  it.each([
    ['a wrong token', 'not-a-token'],
    ['an altered token', 'altered'],
    ['an expired token', 'expired'],
    ['an empty token', ''],
  ])('refuses %s with 401 before the upgrade', async (_name, kind) => {
    let token = kind;
    if (kind === 'altered') {
      const real = await tokenOf(anna);
      token = `${real.slice(0, -2)}${real.endsWith('A') ? 'B' : 'A'}A`;
    }
    if (kind === 'expired') token = liveTokenSigner('ornament-development-live-token-secret', 60_000).issue(anna.userId, new Date(Date.now() - 61_000)).token;
    await expect(connect(token)).rejects.toThrow('HTTP 401');
  });

  it('refuses a foreign Origin with 403', async () => {
    await expect(connect(await tokenOf(anna), { origin: 'https://evil.example' })).rejects.toThrow('HTTP 403');
  });

  it('stops delivering after the socket closes', async () => {
    const live = await connect(await tokenOf(anna));
    expect(t.app.liveHub.connections).toBe(1);
    live.socket.close();
    await new Promise<void>((done) => live.socket.once('close', () => done()));
    await expect.poll(() => t.app.liveHub.connections).toBe(0);
  });
});
