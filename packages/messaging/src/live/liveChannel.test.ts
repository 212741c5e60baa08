import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ChannelSocket, openLiveChannel } from './liveChannel';

class FakeSocket implements ChannelSocket {
  sent: string[] = [];
  closed = false;
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
  }
  open() {
    this.onopen?.({});
  }
  drop(code?: number) {
    this.onclose?.(code === undefined ? {} : { code });
  }
  frame(value: unknown) {
    this.onmessage?.({ data: JSON.stringify(value) });
  }
}

let sockets: FakeSocket[];
const flush = () => vi.advanceTimersByTimeAsync(0);

function channel(fetchToken: () => Promise<string | null> = vi.fn(async () => 'token'), extra: { knownLastId?: () => number | null } = {}) {
  const onFrame = vi.fn();
  const onOpen = vi.fn();
  const onGiveUp = vi.fn();
  const live = openLiveChannel({
    fetchToken,
    socketUrl: (token) => `/ws/?token=${token}`,
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    onFrame,
    onOpen,
    onGiveUp,
    random: () => 0.5,
    ...extra,
  });
  return { live, onFrame, onOpen, onGiveUp, fetchToken };
}

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
});
afterEach(() => vi.useRealTimers());

describe('openLiveChannel', () => {
  it('opens with a fresh token and pings every 40 s', async () => {
    channel();
    await flush();
    expect(sockets[0]?.url).toBe('/ws/?token=token');
    sockets[0]!.open();
    await vi.advanceTimersByTimeAsync(39_999);
    expect(sockets[0]!.sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets[0]!.sent).toEqual(['{"type":"ping"}']);
    await vi.advanceTimersByTimeAsync(40_000);
    expect(sockets[0]!.sent).toHaveLength(2);
  });

  it('hands parsed frames over and ignores frames that are not JSON', async () => {
    const { onFrame } = channel();
    await flush();
    sockets[0]!.open();
    sockets[0]!.onmessage?.({ data: '{"type":"pong"}' });
    sockets[0]!.onmessage?.({ data: 'garbage{' });
    expect(onFrame).toHaveBeenCalledTimes(1);
    expect(onFrame).toHaveBeenCalledWith({ type: 'pong' });
  });

  it('reconnects 5 s after a close with a new token, and re-reads the list once open', async () => {
    const { onOpen, fetchToken } = channel();
    await flush();
    sockets[0]!.open();
    expect(onOpen).toHaveBeenLastCalledWith(false);
    sockets[0]!.drop();
    await vi.advanceTimersByTimeAsync(4_999);
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(2);
    expect(fetchToken).toHaveBeenCalledTimes(2);
    expect(onOpen).toHaveBeenCalledTimes(1);
    sockets[1]!.open();
    expect(onOpen).toHaveBeenCalledTimes(2);
    expect(onOpen).toHaveBeenLastCalledWith(true);
  });

  it('gives up after 5 attempts in a row that never open', async () => {
    const { onGiveUp, live } = channel();
    await flush();
    sockets[0]!.open();
    for (let i = 0; i < 6; i += 1) {
      sockets.at(-1)!.drop();
      await vi.advanceTimersByTimeAsync(5_000);
    }
    expect(sockets).toHaveLength(6);
    expect(live.attempts).toBe(5);
    expect(onGiveUp).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(6);
  });

  it('counts attempts afresh once a socket opens again', async () => {
    const { live } = channel();
    await flush();
    sockets[0]!.drop();
    await vi.advanceTimersByTimeAsync(5_000);
    sockets[1]!.drop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(live.attempts).toBe(2);
    sockets[2]!.open();
    expect(live.attempts).toBe(0);
  });

  it('stops for a signed-out shopper (no token) and on stop()', async () => {
    const { onGiveUp } = channel(vi.fn(async () => null));
    await flush();
    expect(sockets).toHaveLength(0);
    expect(onGiveUp).toHaveBeenCalled();
    const second = channel();
    await flush();
    sockets[0]!.open();
    second.live.stop();
    expect(sockets[0]!.closed).toBe(true);
    sockets[0]!.drop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sockets).toHaveLength(1);
  });

  it('retries when the token call fails (network)', async () => {
    const fetchToken = vi.fn().mockRejectedValueOnce(new Error('fetch error')).mockResolvedValue('token');
    channel(fetchToken);
    await flush();
    expect(sockets).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(sockets).toHaveLength(1);
  });

  describe('a replica that stops or dies (issue 22)', () => {
    const message = (id: number) => ({ type: 'message', data: { id, subject: 'service' } });

    it.each([1012, 1001, 1006])('reconnects within a second after close code %i and resumes after the last message id', async (code) => {
      const { onFrame, onOpen } = channel();
      await flush();
      sockets[0]!.open();
      sockets[0]!.frame(message(7));
      sockets[0]!.frame(message(9));
      sockets[0]!.drop(code);
      // random() is 0.5: half of the one-second jitter, not the 5 s of an ordinary close.
      await vi.advanceTimersByTimeAsync(499);
      expect(sockets).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(sockets).toHaveLength(2);
      expect(sockets[1]!.url).toBe('/ws/?token=token&after=9');
      sockets[1]!.open();
      expect(onOpen).toHaveBeenLastCalledWith(true);
      // The server's backlog repeats one the old socket already had, then the missed one.
      sockets[1]!.frame(message(9));
      sockets[1]!.frame(message(10));
      expect(onFrame.mock.calls.map(([frame]) => (frame as { data: { id: number } }).data.id)).toEqual([7, 9, 10]);
    });

    it('a socket refused before it opened waits the spec’s 5 s, whatever the code', async () => {
      channel();
      await flush();
      sockets[0]!.drop(1006);
      await vi.advanceTimersByTimeAsync(4_999);
      expect(sockets).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(sockets).toHaveLength(2);
    });

    it('resumes after the newest id its owner already shows when no frame came yet', async () => {
      channel(undefined, { knownLastId: () => 41 });
      await flush();
      expect(sockets[0]!.url).toBe('/ws/?token=token&after=41');
      sockets[0]!.open();
      sockets[0]!.frame(message(44));
      sockets[0]!.drop(1012);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(sockets[1]!.url).toBe('/ws/?token=token&after=44');
    });
  });
});
