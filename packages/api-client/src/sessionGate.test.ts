import { describe, expect, it, vi } from 'vitest';
import { sessionGatedFetch } from './sessionGate';

/**
 * The API's side, as far as the gate sees it: a write without a session makes a guest and sets its
 * cookie (and the readable marker) when its answer arrives; answers come back when the test says so.
 */
function fakeShop() {
  const jar = new Map<string, string>();
  const guests: string[][] = [];
  const pending: Array<() => void> = [];
  const sent: string[] = [];
  const send = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const label = String(input);
    sent.push(label);
    // The cookie the request carries is the one in the jar when it leaves.
    const sid = jar.get('sid');
    await new Promise<void>((resolve) => pending.push(resolve));
    if ((init?.method ?? 'GET').toUpperCase() === 'GET') return new Response('{}');
    if (label === '/fails') throw new TypeError('network down');
    if (sid === undefined) {
      guests.push([label]);
      jar.set('sid', String(guests.length - 1));
      jar.set('has_session', '1');
    } else {
      guests[Number(sid)]!.push(label);
    }
    return new Response('{}');
  }) as typeof fetch;
  const answerAll = async () => {
    while (pending.length > 0 || (await settle(), pending.length > 0)) pending.shift()!();
  };
  return { jar, guests, sent, send, answerAll, answerNext: () => pending.shift()?.(), hasSession: () => jar.get('has_session') === '1' };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('sessionGatedFetch', () => {
  it('without the gate, two first writes make two guests (the race it closes)', async () => {
    const shop = fakeShop();
    const both = Promise.all([shop.send('/viewed', { method: 'POST' }), shop.send('/basket', { method: 'POST' })]);
    await shop.answerAll();
    await both;
    expect(shop.guests).toEqual([['/viewed'], ['/basket']]);
  });

  it('sends the first writes one at a time, so both land with one guest', async () => {
    const shop = fakeShop();
    const gated = sessionGatedFetch(shop.send, shop.hasSession);
    const both = Promise.all([gated('/viewed', { method: 'POST' }), gated('/basket', { method: 'PUT' })]);
    await settle();
    expect(shop.sent).toEqual(['/viewed']);
    await shop.answerAll();
    await both;
    expect(shop.guests).toEqual([['/viewed', '/basket']]);
  });

  it('never holds a read, and holds nothing once the session is there', async () => {
    const shop = fakeShop();
    const gated = sessionGatedFetch(shop.send, shop.hasSession);
    const first = gated('/viewed', { method: 'POST' });
    void gated('/catalog');
    void gated('/catalog', { method: 'get' });
    await settle();
    expect([...shop.sent].sort()).toEqual(['/catalog', '/catalog', '/viewed']);
    await shop.answerAll();
    await first;

    const writes = Promise.all([gated('/favourite', { method: 'POST' }), gated('/basket', { method: 'DELETE' })]);
    await settle();
    expect(shop.sent.slice(3)).toEqual(['/favourite', '/basket']);
    await shop.answerAll();
    await writes;
    expect(shop.guests).toEqual([['/viewed', '/favourite', '/basket']]);
  });

  it('lets the next write go when the one before it failed, and still answers the failure', async () => {
    const shop = fakeShop();
    const gated = sessionGatedFetch(shop.send, shop.hasSession);
    const failed = gated('/fails', { method: 'POST' });
    const next = gated('/basket', { method: 'POST' });
    await settle();
    expect(shop.sent).toEqual(['/fails']);
    shop.answerNext();
    await expect(failed).rejects.toThrow('network down');
    await settle();
    expect(shop.sent).toEqual(['/fails', '/basket']);
    await shop.answerAll();
    await next;
    expect(shop.guests).toEqual([['/basket']]);
  });

  it('stops holding the next write when the one before it is not answered in time', async () => {
    const shop = fakeShop();
    const gated = sessionGatedFetch(shop.send, shop.hasSession, 30);
    void gated('/stalled', { method: 'POST' });
    const next = gated('/basket', { method: 'POST' });
    await settle();
    expect(shop.sent).toEqual(['/stalled']);
    await vi.waitFor(() => expect(shop.sent).toEqual(['/stalled', '/basket']));
    await shop.answerAll();
    await next;
  });
});
