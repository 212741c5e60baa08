// Rate limits of the review calls that cost something (ARCHITECTURE "Safe by construction"): per
// client address and per session user, so neither many sessions nor many addresses get round them.
import { genericErrorCodes } from '@ornament/api-contract';
import { reviewMessages } from '@ornament/domain';
import { type FastifyRequest } from 'fastify';
import { clientIpOf } from '../../plugins/clientIp';
import { HttpError } from '../../plugins/httpError';
import { createWindowLimiter } from '../../plugins/windowLimiter';

const minute = 60_000;

export interface ReviewLimiter {
  /** Throws 429 once the address or the user has used up its window. */
  check(request: FastifyRequest, userId: string | null): void;
}

function pairLimiter(perIp: number, perUser: number, windowMs: number): ReviewLimiter {
  const byIp = createWindowLimiter({ limit: perIp, windowMs });
  const byUser = createWindowLimiter({ limit: perUser, windowMs });
  return {
    check(request, userId) {
      const ipOk = byIp.hit(clientIpOf(request));
      const userOk = userId === null || byUser.hit(userId);
      if (!ipOk || !userOk) throw new HttpError(429, genericErrorCodes.rateLimited, reviewMessages.tooManyRequests);
    },
  };
}

export function createReviewLimiters() {
  return {
    upload: pairLimiter(60, 30, 10 * minute),
    send: pairLimiter(30, 10, 60 * minute),
    vote: pairLimiter(300, 120, minute),
  };
}
export type ReviewLimiters = ReturnType<typeof createReviewLimiters>;
