// Local-only route (never in live production): the local mail driver's outbox, where dev, the demo
// and the tests read the e-mail confirmation links.
import { accountSecurityPaths, mailOutboxQuerySchema, mailOutboxResponseSchema } from '@ornament/api-contract';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mailOutbox } from '../../db/schema';
import { local } from '../favorites/local';

const outboxPageSize = 20;

export async function devMailRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(local(accountSecurityPaths.devMailOutbox), { schema: { querystring: mailOutboxQuerySchema, response: { 200: mailOutboxResponseSchema } } }, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    const to = request.query.to.trim().toLowerCase();
    const rows = await app.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id)).limit(outboxPageSize);
    return { data: rows.map((row) => ({ id: row.id, to: row.to, subject: row.subject, body: row.body, created_at: row.createdAt.toISOString() })) };
  });
}
