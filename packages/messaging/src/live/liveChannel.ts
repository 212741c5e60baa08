// The live message channel's client (spec 1 §7, spec 3 §4, §9): a fresh token from ws-auth opens the
// socket; a ping goes every 40 s; after a close it waits 5 s and reconnects, at most 5 times in a row
// (a socket that opened resets the count). Whenever a socket opens the owner re-reads the message
// list, so nothing sent before it opened or while it was down is missed. Plain TypeScript: the browser passes its
// WebSocket, tests and the bench pass theirs.
import { liveChannel } from '@ornament/api-contract/http';

/**
 * What the channel needs of a socket: the browser's WebSocket and ws's both fit. The handlers' event
 * types are left open (`never`) so either socket's own event types are accepted; the channel reads
 * only `data` of a message event.
 */
export interface ChannelSocket {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: never) => void) | null;
  onmessage: ((event: never) => void) | null;
  onclose: ((event: never) => void) | null;
  onerror: ((event: never) => void) | null;
}

export interface LiveChannelOptions {
  /** A one-minute token from GET notification/ws-auth/; null when the shopper is no longer signed in. */
  fetchToken: () => Promise<string | null>;
  /** The socket's address for a token (same origin: /api/serviceMsg/notification/ws/?token=). */
  socketUrl: (token: string) => string;
  createSocket: (url: string) => ChannelSocket;
  /** Each frame's parsed JSON; the owner checks its shape. */
  onFrame: (frame: unknown) => void;
  /**
   * The socket is open (first time `reconnected` false): re-read what may have been missed — a
   * message made between the list's read and the socket's open, or while the socket was down.
   */
  onOpen: (reconnected: boolean) => void;
  /** Gave up after the last attempt, or the token was refused. */
  onGiveUp?: () => void;
  timers?: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout' | 'setInterval' | 'clearInterval'>;
  rules?: { pingMs: number; reconnectDelayMs: number; maxReconnects: number };
}

export interface LiveChannel {
  stop(): void;
  /** Reconnect attempts used since the last open socket. */
  readonly attempts: number;
}

export function openLiveChannel(options: LiveChannelOptions): LiveChannel {
  const timers = options.timers ?? globalThis;
  const rules = options.rules ?? liveChannel;
  let socket: ChannelSocket | null = null;
  let ping: ReturnType<typeof setInterval> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let attempts = 0;
  let everOpened = false;
  let stopped = false;

  const scheduleReconnect = () => {
    if (stopped) return;
    if (attempts >= rules.maxReconnects) {
      options.onGiveUp?.();
      return;
    }
    attempts += 1;
    retry = timers.setTimeout(() => void connect(), rules.reconnectDelayMs);
  };

  const connect = async () => {
    let token: string | null;
    try {
      token = await options.fetchToken();
    } catch {
      scheduleReconnect();
      return;
    }
    if (stopped) return;
    if (token === null) {
      options.onGiveUp?.();
      return;
    }
    const current = options.createSocket(options.socketUrl(token));
    socket = current;
    current.onopen = () => {
      const reconnected = everOpened;
      everOpened = true;
      attempts = 0;
      ping = timers.setInterval(() => current.send(JSON.stringify({ type: 'ping' })), rules.pingMs);
      options.onOpen(reconnected);
    };
    current.onmessage = (event: { data: unknown }) => {
      if (typeof event.data !== 'string') return;
      try {
        options.onFrame(JSON.parse(event.data));
      } catch {
        // a frame that is not JSON is ignored, the socket stays
      }
    };
    current.onerror = () => undefined;
    current.onclose = () => {
      timers.clearInterval(ping);
      if (socket === current) socket = null;
      scheduleReconnect();
    };
  };

  void connect();
  return {
    stop() {
      stopped = true;
      timers.clearInterval(ping);
      timers.clearTimeout(retry);
      socket?.close(1000, 'done');
      socket = null;
    },
    get attempts() {
      return attempts;
    },
  };
}
