// Which shopper has which open sockets in this process, and delivering a notice to them. Every API
// process keeps its own hub; the database's NOTIFY reaches all of them (see send.ts).
import type { Message, ServerFrame } from '@ornament/api-contract';
import type { MessageNotice } from './send';

/** What the hub needs of a socket (ws's WebSocket has it). */
export interface LiveSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  /** Drops the connection without the closing handshake. */
  terminate(): void;
}

const open = 1;

const frameOf = (message: Message) => JSON.stringify({ type: 'message', data: message } satisfies ServerFrame);

export class LiveHub {
  private readonly byUser = new Map<string, Set<LiveSocket>>();

  constructor(
    /** Reads a message whose notice came without it (too big for a NOTIFY payload). */
    private readonly readMessage: (userId: string, id: number) => Promise<Message | null>,
    private readonly onError: (error: unknown) => void,
  ) {}

  get connections(): number {
    let count = 0;
    for (const sockets of this.byUser.values()) count += sockets.size;
    return count;
  }

  /** Returns the detach to call when the socket closes. */
  attach(userId: string, socket: LiveSocket): () => void {
    const sockets = this.byUser.get(userId) ?? new Set<LiveSocket>();
    sockets.add(socket);
    this.byUser.set(userId, sockets);
    return () => {
      sockets.delete(socket);
      if (sockets.size === 0 && this.byUser.get(userId) === sockets) this.byUser.delete(userId);
    };
  }

  /** Ends every socket with this close code (the process stopping: 1012, so clients reconnect elsewhere). */
  closeAll(code: number, reason: string): void {
    for (const sockets of this.byUser.values()) for (const socket of sockets) if (socket.readyState === open) socket.close(code, reason);
  }

  /** Drops every socket still here (a drain whose time is over: a peer that never answered the close). */
  terminateAll(): void {
    for (const sockets of this.byUser.values()) for (const socket of sockets) socket.terminate();
  }

  /** Sends messages to one socket (a reconnecting client's backlog). */
  static replay(socket: LiveSocket, backlog: readonly Message[]): void {
    for (const message of backlog) if (socket.readyState === open) socket.send(frameOf(message));
  }

  /** A NOTIFY payload from the messages channel. Malformed payloads are reported, never thrown. */
  deliver(payload: string): void {
    void this.deliverNotice(payload).catch(this.onError);
  }

  private async deliverNotice(payload: string): Promise<void> {
    const notice = JSON.parse(payload) as MessageNotice;
    const sockets = this.byUser.get(notice.userId);
    if (!sockets || sockets.size === 0) return;
    const message = notice.message ?? (await this.readMessage(notice.userId, notice.id));
    if (!message) return;
    const frame = frameOf(message);
    for (const socket of sockets) if (socket.readyState === open) socket.send(frame);
  }
}
