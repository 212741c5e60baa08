// Rate limits of the calls that guard or cost something (ARCHITECTURE "Safe by construction"): the
// captcha-guarded checks per address, uploads and complaints per address and per session user.
import { genericErrorCodes } from '@ornament/api-contract';
import { authenticityMessages } from '@ornament/domain';
import { type FastifyRequest } from 'fastify';
import { clientIpOf } from '../../plugins/clientIp';
import { HttpError } from '../../plugins/httpError';
import { createWindowLimiter } from '../../plugins/windowLimiter';

const minute = 60_000;

export interface AuthenticityLimiter {
  check(request: FastifyRequest, userId?: string): void;
}

function limiter(perIp: number, perUser: number, windowMs: number): AuthenticityLimiter {
  const byIp = createWindowLimiter({ limit: perIp, windowMs });
  const byUser = createWindowLimiter({ limit: perUser, windowMs });
  return {
    check(request, userId) {
      const ipOk = byIp.hit(clientIpOf(request));
      const userOk = userId === undefined || byUser.hit(userId);
      if (!ipOk || !userOk) throw new HttpError(429, genericErrorCodes.rateLimited, authenticityMessages.tooManyRequests);
    },
  };
}

export function createAuthenticityLimiters() {
  return {
    check: limiter(30, 30, 10 * minute),
    upload: limiter(60, 30, 10 * minute),
    complaint: limiter(10, 5, 60 * minute),
  };
}
export type AuthenticityLimiters = ReturnType<typeof createAuthenticityLimiters>;
