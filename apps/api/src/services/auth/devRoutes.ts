// Local-only routes (never in production): the local SMS driver's outbox, where dev and the tests
// read codes, and one-time login tickets for a phone's account (as a CRM message would carry).
import {
  devLoginTicketBodySchema,
  devLoginTicketResponseSchema,
  genericErrorCodes,
  paths,
  smsOutboxQuerySchema,
  smsOutboxResponseSchema,
} from '@ornament/api-contract';
import { authLimits } from '@ornament/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { smsOutbox, users } from '../../db/schema';
import { HttpError } from '../../plugins/httpError';
import { local } from '../favorites/local';
import type { AuthDeps } from './deps';
import { phoneOf } from './phoneInput';
import { issueTicket } from './tickets';

const outboxPageSize = 20;

export interface DevRoutesOptions {
  deps: AuthDeps;
  /** The outbox route (everywhere but live production: the demo logs in with it). */
  outbox: boolean;
  /** The login-ticket route (non-production only). */
  tickets: boolean;
}

export async function devAuthRoutes(app: FastifyInstance, { deps, outbox, tickets }: DevRoutesOptions): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  if (outbox) {
    routes.get(local(paths.devSmsOutbox), { schema: { querystring: smsOutboxQuerySchema, response: { 200: smsOutboxResponseSchema } } }, async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const phone = phoneOf(request, request.query.phone);
      const rows = await deps.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone)).orderBy(desc(smsOutbox.id)).limit(outboxPageSize);
      return {
        data: rows.map((row) => ({
          id: row.id,
          phone: row.phone,
          channel: row.channel === 'flash_call' ? ('flash_call' as const) : ('sms' as const),
          body: row.body,
          created_at: row.createdAt.toISOString(),
        })),
      };
    });
  }

  if (tickets) {
    routes.post(local(paths.devLoginTicket), { schema: { body: devLoginTicketBodySchema, response: { 200: devLoginTicketResponseSchema } } }, async (request) => {
      const phone = phoneOf(request, request.body.phone);
      const [account] = await deps.db.select({ id: users.id }).from(users).where(and(eq(users.phone, phone), eq(users.isGuest, false))).limit(1);
      if (!account) throw new HttpError(404, genericErrorCodes.notFound, 'No account with this phone');
      return { ticket: await issueTicket(deps.db, 'ticket', account.id, deps.now(), authLimits.ticketTtlSeconds) };
    });
  }
}
