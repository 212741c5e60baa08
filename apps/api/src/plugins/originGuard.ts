// State-changing calls from a browser must come from a storefront origin (ARCHITECTURE "Safe by
// construction"). Server-side callers (the storefronts' RSC fetches) send no Origin and pass.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from './httpError';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface OriginGuardOptions {
  allowedOrigins: readonly string[];
}

async function originGuardPlugin(app: FastifyInstance, options: OriginGuardOptions): Promise<void> {
  const allowed = new Set(options.allowedOrigins);
  app.addHook('onRequest', async (request) => {
    if (safeMethods.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin !== undefined && !allowed.has(origin)) {
      throw new HttpError(403, 'origin_not_allowed', 'Origin is not allowed');
    }
  });
}

export const originGuard = fp(originGuardPlugin, { name: 'origin-guard' });
