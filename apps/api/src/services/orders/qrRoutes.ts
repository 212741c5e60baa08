import { paths, qrResponseSchema } from '@ornament/api-contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { local } from '../favorites/local';
import { qrCodeFor } from './qr';

export interface QrRoutesOptions {
  secret: string;
}

export async function qrRoutes(app: FastifyInstance, options: QrRoutesOptions): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(local(paths.qr), { schema: { response: { 200: qrResponseSchema } } }, async (request, reply) => {
    const user = await request.requireSignedIn();
    void reply.header('cache-control', 'no-store');
    return { data: qrCodeFor(options.secret, user.id, new Date()) };
  });
}
