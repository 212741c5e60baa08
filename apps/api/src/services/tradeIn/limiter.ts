// Writes to the trade-in lists per address and per session user (ARCHITECTURE "Safe by construction").
import { genericErrorCodes } from '@ornament/api-contract';
import { tradeInMessages } from '@ornament/domain';
import type { FastifyRequest } from 'fastify';
import { clientIpOf } from '../../plugins/clientIp';
import { HttpError } from '../../plugins/httpError';
import type { Db } from '../../db';
import { createWindowLimiter } from '../../plugins/windowLimiter';

export function tradeInLimiter(db: Db) {
  const byIp = createWindowLimiter(db, { scope: 'trade-in-ip', limit: 300, windowMs: 60_000 });
  const byUser = createWindowLimiter(db, { scope: 'trade-in-user', limit: 60, windowMs: 60_000 });
  return {
    async check(request: FastifyRequest, userId: string): Promise<void> {
      if (!(await byIp.hit(clientIpOf(request))) || !(await byUser.hit(userId))) throw new HttpError(429, genericErrorCodes.rateLimited, tradeInMessages.tooManyRequests);
    },
  };
}
