// Issue 22: a live socket that reconnects (its replica stopped or died) resumes after the last message
// id it saw: the socket's `after` makes the server send the shopper's newer messages first, oldest
// first, so none made while it was away is missed. Without `after` nothing is replayed.
import type { AddressInfo } from 'node:net';
import { messagingPaths, type ServerFrame, type WsAuthResponse } from '@ornament/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { sendMessage } from '../../src/services/messaging/send';
import { type TestApp, buildTestApp } from '../helpers/build';
import { type SignedIn, signedIn } from '../orders/signedIn';

let t: TestApp;
let base: string;
let anna: SignedIn;

beforeAll(async () => {
  t = await buildTestApp({ products: 20 });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  anna = await signedIn(t.app, t.db, 'shopper');
});
afterAll(async () => t?.close());

async function open(query: string): Promise<{ socket: WebSocket; frames: ServerFrame[] }> {
  const token = (await anna.call({ method: 'GET', url: messagingPaths.wsAuth })).json<WsAuthResponse>().data.token;
  const socket = new WebSocket(`${base}${messagingPaths.notificationSocket}?token=${encodeURIComponent(token)}${query}`);
  const frames: ServerFrame[] = [];
  socket.on('message', (data) => frames.push(JSON.parse(String(data)) as ServerFrame));
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  return { socket, frames };
}

const send = (title: string) => t.db.transaction((tx) => sendMessage(tx, { userId: anna.userId, subject: 'service', title, source: 'test' }));
const titles = (frames: ServerFrame[]) => frames.flatMap((frame) => (frame.type === 'message' ? [frame.data.view_props.title] : []));

describe('resuming the live channel', () => {
  it('a socket opened with after= first gets the messages made since that id, oldest first', async () => {
    const first = await open('');
    const seen = await send('до обрыва');
    await expect.poll(() => titles(first.frames)).toEqual(['до обрыва']);
    first.socket.terminate();

    await send('пока не было связи 1');
    await send('пока не было связи 2');
    const resumed = await open(`&after=${seen.id}`);
    await expect.poll(() => titles(resumed.frames)).toEqual(['пока не было связи 1', 'пока не было связи 2']);
    await send('после переподключения');
    await expect.poll(() => titles(resumed.frames)).toEqual(['пока не было связи 1', 'пока не было связи 2', 'после переподключения']);
    resumed.socket.close();
  });

  it('a socket without after= gets only what comes next; a bad after= is refused before the upgrade', async () => {
    const fresh = await open('');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fresh.frames).toEqual([]);
    fresh.socket.close();
    await expect(open('&after=-1')).rejects.toThrow();
  });
});
