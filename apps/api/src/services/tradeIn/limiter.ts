// Writes to the trade-in lists per address and per session user (ARCHITECTURE "Safe by construction").
import { genericErrorCodes } from '@ornament/api-contract';
import { tradeInMessages } from '@ornament/domain';
import { type FastifyRequest } from 'fastify';
import { clientIpOf } from '../../plugins/clientIp';
import { HttpError } from '../../plugins/httpError';
import { createWindowLimiter } from '../../plugins/windowLimiter';

export function tradeInLimiter() {
  const byIp = createWindowLimiter({ limit: 300, windowMs: 60_000 });
  const byUser = createWindowLimiter({ limit: 60, windowMs: 60_000 });
  return {
    check(request: FastifyRequest, userId: string): void {
      if (!byIp.hit(clientIpOf(request)) || !byUser.hit(userId)) throw new HttpError(429, genericErrorCodes.rateLimited, tradeInMessages.tooManyRequests);
    },
  };
}
