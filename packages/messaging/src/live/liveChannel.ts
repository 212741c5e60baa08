// The live message channel's client (spec 1 §7, spec 3 §4, §9): a fresh token from ws-auth opens the
// socket; a ping goes every 40 s; after a close it waits 5 s and reconnects, at most 5 times in a row
// (a socket that opened resets the count). An open socket the server ends for a restart (1012), a
// going-away (1001) or that drops (1006, the replica died) reconnects at once instead, within a
// second's jitter, through the balancer to whichever replica it gives (issue 22). Every reconnect
// asks for what it missed: the socket's `after` is the highest message id seen, and the server first
// sends the newer ones (a message that arrives twice is handed over once); and whenever a socket
// opens the owner re-reads the message list as well. Plain TypeScript: the browser passes its
// WebSocket, tests and the bench pass theirs.
import { liveChannel, liveSocketClose } from '@ornament/api-contract/http';

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
  /** The highest message id the owner already shows (its list), so a socket resumes after it too. */
  knownLastId?: () => number | null;
  timers?: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout' | 'setInterval' | 'clearInterval'>;
  rules?: { pingMs: number; reconnectDelayMs: number; maxReconnects: number };
  /** Math.random by default: spreads the prompt reconnects of a restart. */
  random?: () => number;
}

/** Close codes after which an open socket reconnects at once: Service Restart, Going Away, Abnormal Closure. */
const promptReconnectCodes: ReadonlySet<number> = new Set([liveSocketClose.restart.code, 1001, 1006]);
/** Ids of messages already handed over, so a resumed backlog never shows one twice. */
const seenLimit = 500;

/** The socket's address with `after` set (the socket query's resume point). */
export function resumeUrl(url: string, after: number | null): string {
  if (after === null) return url;
  return `${url}${url.includes('?') ? '&' : '?'}after=${after}`;
}

function messageIdOf(frame: unknown): number | null {
  if (typeof frame !== 'object' || frame === null || (frame as { type?: unknown }).type !== 'message') return null;
  const id = (frame as { data?: { id?: unknown } }).data?.id;
  return typeof id === 'number' && Number.isInteger(id) ? id : null;
}

export interface LiveChannel {
  stop(): void;
  /** Reconnect attempts used since the last open socket. */
  readonly attempts: number;
}

export function openLiveChannel(options: LiveChannelOptions): LiveChannel {
  const timers = options.timers ?? globalThis;
  const rules = options.rules ?? liveChannel;
  const random = options.random ?? Math.random;
  let socket: ChannelSocket | null = null;
  let ping: ReturnType<typeof setInterval> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let attempts = 0;
  let everOpened = false;
  let stopped = false;
  let lastId: number | null = null;
  const seen = new Set<number>();

  const resumeAfter = (): number | null => {
    const known = options.knownLastId?.() ?? null;
    if (known === null) return lastId;
    return lastId === null ? known : Math.max(known, lastId);
  };

  const scheduleReconnect = (delayMs: number) => {
    if (stopped) return;
    if (attempts >= rules.maxReconnects) {
      options.onGiveUp?.();
      return;
    }
    attempts += 1;
    retry = timers.setTimeout(() => void connect(), delayMs);
  };

  /** A frame once per message id; the highest id is where the next socket resumes. */
  const handOver = (frame: unknown) => {
    const id = messageIdOf(frame);
    if (id !== null) {
      if (seen.has(id)) return;
      seen.add(id);
      if (seen.size > seenLimit) seen.delete(seen.values().next().value as number);
      lastId = lastId === null ? id : Math.max(lastId, id);
    }
    options.onFrame(frame);
  };

  const connect = async () => {
    let token: string | null;
    try {
      token = await options.fetchToken();
    } catch {
      scheduleReconnect(rules.reconnectDelayMs);
      return;
    }
    if (stopped) return;
    if (token === null) {
      options.onGiveUp?.();
      return;
    }
    const current = options.createSocket(resumeUrl(options.socketUrl(token), resumeAfter()));
    socket = current;
    let opened = false;
    current.onopen = () => {
      opened = true;
      const reconnected = everOpened;
      everOpened = true;
      attempts = 0;
      ping = timers.setInterval(() => current.send(JSON.stringify({ type: 'ping' })), rules.pingMs);
      options.onOpen(reconnected);
    };
    current.onmessage = (event: { data: unknown }) => {
      if (typeof event.data !== 'string') return;
      let frame: unknown;
      try {
        frame = JSON.parse(event.data);
      } catch {
        return; // a frame that is not JSON is ignored, the socket stays
      }
      handOver(frame);
    };
    current.onerror = () => undefined;
    current.onclose = (event: { code?: number }) => {
      timers.clearInterval(ping);
      if (socket === current) socket = null;
      const prompt = opened && event.code !== undefined && promptReconnectCodes.has(event.code);
      scheduleReconnect(prompt ? Math.floor(random() * liveSocketClose.restartJitterMs) : rules.reconnectDelayMs);
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
