// Rate limits of the calls that guard or cost something (ARCHITECTURE "Safe by construction"): the
// captcha-guarded checks per address, uploads and complaints per address and per session user.
import { genericErrorCodes } from '@ornament/api-contract';
import { authenticityMessages } from '@ornament/domain';
import type { FastifyRequest } from 'fastify';
import { clientIpOf } from '../../plugins/clientIp';
import { HttpError } from '../../plugins/httpError';
import type { Db } from '../../db';
import { createWindowLimiter } from '../../plugins/windowLimiter';

const minute = 60_000;

export interface AuthenticityLimiter {
  check(request: FastifyRequest, userId?: string): Promise<void>;
}

function limiter(db: Db, scope: string, perIp: number, perUser: number, windowMs: number): AuthenticityLimiter {
  const byIp = createWindowLimiter(db, { scope: `${scope}-ip`, limit: perIp, windowMs });
  const byUser = createWindowLimiter(db, { scope: `${scope}-user`, limit: perUser, windowMs });
  return {
    async check(request, userId) {
      const ipOk = await byIp.hit(clientIpOf(request));
      const userOk = userId === undefined || (await byUser.hit(userId));
      if (!ipOk || !userOk) throw new HttpError(429, genericErrorCodes.rateLimited, authenticityMessages.tooManyRequests);
    },
  };
}

export function createAuthenticityLimiters(db: Db) {
  return {
    check: limiter(db, 'authenticity-check', 30, 30, 10 * minute),
    upload: limiter(db, 'authenticity-upload', 60, 30, 10 * minute),
    complaint: limiter(db, 'authenticity-complaint', 10, 5, 60 * minute),
  };
}
export type AuthenticityLimiters = ReturnType<typeof createAuthenticityLimiters>;
