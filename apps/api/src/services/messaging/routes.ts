// The messaging service (/api/serviceMsg): the bell list, mark-as-viewed, delete, the live channel's
// token and socket, and the operator's send. Registered under services.messaging.
import websocket from '@fastify/websocket';
import { clientFrameSchema, genericErrorCodes, liveChannel, liveSocketClose, messageActionResponseSchema, messageIdBodySchema, messageListQuerySchema, messageListResponseSchema, messageSendBodySchema, messageSendResponseSchema, messagingPaths, notificationSocketQuerySchema, services, wsAuthResponseSchema } from '@ornament/api-contract';
import { liveTokenLimits, messagingServerMessages } from '@ornament/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientIpOf } from '../../plugins/clientIp';
import { HttpError } from '../../plugins/httpError';
import { createWindowLimiter } from '../../plugins/windowLimiter';
import { LiveHub } from './liveHub';
import { type LiveTokenSigner, liveTokenSigner } from './liveToken';
import { messageChannel, sendMessage } from './send';
import { deleteMessage, listMessages, markViewed, messagesAfter, readMessage, unreadCount } from './store';
import { operatorAuthorised } from '../../plugins/operatorToken';
import { recipientOf } from './operator';

export interface MessagingOptions {
  tokenSecret: string;
  /** The operator's bearer token for the send call; null disables the call. */
  adminToken: string | null;
  allowedOrigins: readonly string[];
  /** This process's sockets (liveHubOf, decorated on the root app). */
  hub: LiveHub;
  now?: () => Date;
}

/** The hub of this process, reading messages a notice came without from the app's database. */
export function liveHubOf(app: FastifyInstance): LiveHub {
  return new LiveHub(
    (userId, id) => readMessage(app.db, userId, id),
    (error) => app.log.warn({ err: error }, 'live message not delivered'),
  );
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's open live sockets (the bench and tests read its size). */
    liveHub: LiveHub;
  }
}

/** Outside production without MESSAGING_ADMIN_TOKEN, msg:send and the tests use this. */
export const developmentMessagingAdminToken = 'ornament-development-messaging-admin';

const local = (path: string) => path.slice(services.messaging.length);
/**
 * The spec's message calls have no trailing slash, but a storefront with trailingSlash redirects the
 * browser to the slashed form before passing it on: both are served.
 */
const bothSlashes = (path: string) => [local(path), `${local(path)}/`];
/** A socket that has not pinged for this long is gone (the client pings every 40 s). */
const idleLimitMs = liveChannel.pingMs * 2 + 10_000;
const notFoundText = 'Сообщение не найдено';

export async function messagingRoutes(plain: FastifyInstance, options: MessagingOptions): Promise<void> {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const now = options.now ?? (() => new Date());
  const signer: LiveTokenSigner = liveTokenSigner(options.tokenSecret, liveChannel.tokenTtlMs);
  const hub = options.hub;
  const tokensByIp = createWindowLimiter(app.db, { scope: 'live-token-ip', limit: liveTokenLimits.perIp, windowMs: liveTokenLimits.windowMs });
  const tokensByUser = createWindowLimiter(app.db, { scope: 'live-token-user', limit: liveTokenLimits.perUser, windowMs: liveTokenLimits.windowMs });
  let unlisten: (() => Promise<void>) | null = null;
  app.addHook('onReady', async () => {
    unlisten = await app.dbListen(messageChannel, (payload) => hub.deliver(payload));
  });
  // The process is stopping (SIGTERM, server.ts): every socket learns it with 1012 and its client
  // reconnects at once, through the balancer, to another replica, resuming after its last message.
  // Before @fastify/websocket's own preClose, which would close them without a code.
  app.addHook('preClose', async () => {
    hub.closeAll(liveSocketClose.restart.code, liveSocketClose.restart.reason);
    await unlisten?.();
  });

  await app.register(websocket, { options: { maxPayload: 1024 } });

  for (const url of bothSlashes(messagingPaths.messageList)) {
    app.get(url, { schema: { querystring: messageListQuerySchema, response: { 200: messageListResponseSchema } } }, async (request) => {
      const user = await request.requireSignedIn();
      const [data, unread] = await Promise.all([listMessages(app.db, user.id, request.query), unreadCount(app.db, user.id)]);
      return { data, meta: { unread } };
    });
  }

  for (const [url, act] of [
    ...bothSlashes(messagingPaths.messageMarkAsViewed).map((url) => [url, markViewed] as const),
    ...bothSlashes(messagingPaths.messageDelete).map((url) => [url, deleteMessage] as const),
  ]) {
    app.post(url, { schema: { body: messageIdBodySchema, response: { 200: messageActionResponseSchema } } }, async (request) => {
      const user = await request.requireSignedIn();
      if (!(await act(app.db, user.id, request.body.id, now()))) throw HttpError.notFound(notFoundText);
      return { data: { id: request.body.id, unread: await unreadCount(app.db, user.id) } };
    });
  }

  app.get(local(messagingPaths.wsAuth), { schema: { response: { 200: wsAuthResponseSchema } } }, async (request, reply) => {
    const tooMany = () => new HttpError(429, genericErrorCodes.rateLimited, messagingServerMessages.tooManyLiveTokens);
    // The address first, before the session is read; then the shopper, however many addresses they use.
    if (!(await tokensByIp.hit(clientIpOf(request), now().getTime()))) throw tooMany();
    const user = await request.requireSignedIn();
    if (!(await tokensByUser.hit(user.id, now().getTime()))) throw tooMany();
    const { token, expiresAt } = signer.issue(user.id, now());
    void reply.header('cache-control', 'no-store');
    return { data: { token, expires_at: expiresAt.toISOString() } };
  });

  app.get(
    local(messagingPaths.notificationSocket),
    {
      websocket: true,
      schema: { querystring: notificationSocketQuerySchema },
      // Refused before the upgrade: a plain 401/403 answer, no socket.
      preValidation: async (request) => {
        const origin = request.headers.origin;
        if (origin !== undefined && !options.allowedOrigins.includes(origin)) throw new HttpError(403, 'origin_not_allowed', 'Origin is not allowed');
        const token = (request.query as { token?: unknown }).token;
        if (typeof token !== 'string' || signer.verify(token, now()) === null) throw new HttpError(401, 'invalid_token', 'Токен недействителен или истёк');
      },
    },
    (socket, request) => {
      const userId = signer.verify(request.query.token, now());
      if (userId === null) return socket.close(4401, 'invalid_token');
      const detach = hub.attach(userId, socket);
      // A reconnect: what was made since the last message the client saw, after attaching, so nothing
      // falls between the two (a message in both arrives twice; the client keeps one per id).
      const after = request.query.after;
      if (after !== undefined) {
        void messagesAfter(app.db, userId, after).then(
          (backlog) => LiveHub.replay(socket, backlog),
          (error: unknown) => app.log.warn({ err: error }, 'live backlog not sent'),
        );
      }
      let idle = setTimeout(() => socket.terminate(), idleLimitMs);
      socket.on('message', (data) => {
        clearTimeout(idle);
        idle = setTimeout(() => socket.terminate(), idleLimitMs);
        let frame: unknown;
        try {
          frame = JSON.parse(String(data));
        } catch {
          return;
        }
        if (clientFrameSchema.safeParse(frame).success) socket.send(JSON.stringify({ type: 'pong' }));
      });
      socket.on('close', () => {
        clearTimeout(idle);
        detach();
      });
    },
  );

  app.post(
    local(messagingPaths.messageSend),
    { schema: { body: messageSendBodySchema, response: { 201: messageSendResponseSchema } } },
    async (request, reply) => {
      if (!operatorAuthorised(options.adminToken, request.headers.authorization)) throw new HttpError(401, 'operator_required', 'Operator token required');
      const body = request.body;
      const userId = await recipientOf(app.db, body);
      if (!userId) throw new HttpError(404, 'recipient_not_found', 'No shopper with this phone or id', body.phone ? '/phone' : '/userId');
      const message = await app.db.transaction((tx) =>
        sendMessage(tx, { userId, subject: body.subject, title: body.title, description: body.description, link: body.link, url: body.url, rawData: body.rawData, source: 'operator' }),
      );
      return reply.status(201).send({ data: { ...message, userId } });
    },
  );
}
