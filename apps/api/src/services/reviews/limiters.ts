// Rate limits of the review calls that cost something (ARCHITECTURE "Safe by construction"): per
// client address and per session user, so neither many sessions nor many addresses get round them.
import { genericErrorCodes } from '@ornament/api-contract';
import { reviewMessages } from '@ornament/domain';
import type { FastifyRequest } from 'fastify';
import { clientIpOf } from '../../plugins/clientIp';
import { HttpError } from '../../plugins/httpError';
import type { Db } from '../../db';
import { createWindowLimiter } from '../../plugins/windowLimiter';

const minute = 60_000;

export interface ReviewLimiter {
  /** Throws 429 once the address or the user has used up its window. */
  check(request: FastifyRequest, userId: string | null): Promise<void>;
}

function pairLimiter(db: Db, scope: string, perIp: number, perUser: number, windowMs: number): ReviewLimiter {
  const byIp = createWindowLimiter(db, { scope: `${scope}-ip`, limit: perIp, windowMs });
  const byUser = createWindowLimiter(db, { scope: `${scope}-user`, limit: perUser, windowMs });
  return {
    async check(request, userId) {
      const ipOk = await byIp.hit(clientIpOf(request));
      const userOk = userId === null || (await byUser.hit(userId));
      if (!ipOk || !userOk) throw new HttpError(429, genericErrorCodes.rateLimited, reviewMessages.tooManyRequests);
    },
  };
}

export function createReviewLimiters(db: Db) {
  return {
    upload: pairLimiter(db, 'review-upload', 60, 30, 10 * minute),
    send: pairLimiter(db, 'review-send', 30, 10, 60 * minute),
    vote: pairLimiter(db, 'review-vote', 300, 120, minute),
  };
}
export type ReviewLimiters = ReturnType<typeof createReviewLimiters>;
