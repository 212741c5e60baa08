// POST promotion-activity/run/ (spec 2 §3, §8): a signed-in shopper takes part once; running it again
// answers the same promocode (the unique (promotion, user) row), never a second participation. A code
// from a pool goes to one participant only (unique (promotion, pool index)).
import { promotionErrorCodes } from '@ornament/api-contract';
import { promotionMessages } from '@ornament/domain';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db';
import { promotionParticipations, promotions } from '../../db/schema';
import { HttpError } from '../../plugins/httpError';
import { issuePersonalCode } from './personalCodes';
import { isFinished, type PromotionRow } from './repository';
import { isActiveInCity } from './view';

export interface RunInput {
  promotion: PromotionRow;
  userId: string;
  isPartner: boolean;
  cityGuid: string;
  now: Date;
}

export interface RunResult {
  message: string;
  promocode: string;
  created: boolean;
}

function refuse(status: number, code: string, detail: string): HttpError {
  return new HttpError(status, code, detail, '/slug');
}

export function checkMayJoin({ promotion, isPartner, cityGuid, now }: Omit<RunInput, 'userId'>): void {
  if (!promotion.hasAction) throw refuse(422, promotionErrorCodes.notAllowed, promotionMessages.actionFailed);
  if (isFinished(promotion, now) || promotion.startedAt.getTime() > now.getTime()) throw refuse(409, promotionErrorCodes.finished, promotionMessages.finished);
  if (!isActiveInCity(promotion, cityGuid)) throw refuse(403, promotionErrorCodes.notAllowed, promotionMessages.notInCity);
  if (isPartner && !promotion.audiencePartner) throw refuse(403, promotionErrorCodes.notAllowed, promotionMessages.membersOnly);
  if (!isPartner && !promotion.audienceMember) throw refuse(403, promotionErrorCodes.notAllowed, promotionMessages.partnersOnly);
}

async function existing(db: Db, promotionId: number, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ promocode: promotionParticipations.promocode })
    .from(promotionParticipations)
    .where(and(eq(promotionParticipations.promotionId, promotionId), eq(promotionParticipations.userId, userId)))
    .limit(1);
  return row?.promocode ?? null;
}

class ConcurrentJoin extends Error {}

export async function runPromotion(db: Db, input: RunInput): Promise<RunResult> {
  const { promotion, userId } = input;
  const before = await existing(db, promotion.id, userId);
  if (before !== null) return { message: promotionMessages.alreadyJoined, promocode: before, created: false };
  checkMayJoin(input);
  const inserted = await db.transaction(async (tx) => {
    // The promotion row lock orders concurrent joins, so pool positions are handed out one by one.
    await tx.select({ id: promotions.id }).from(promotions).where(eq(promotions.id, promotion.id)).for('update');
    let promocode: string;
    let poolIndex: number | null = null;
    if (promotion.promoCodePool.length > 1) {
      const [used] = await tx
        .select({ n: count() })
        .from(promotionParticipations)
        .where(and(eq(promotionParticipations.promotionId, promotion.id), isNotNull(promotionParticipations.poolIndex)));
      poolIndex = used?.n ?? 0;
      const code = promotion.promoCodePool[poolIndex];
      if (code === undefined) throw refuse(409, promotionErrorCodes.codesOver, promotionMessages.codesOver);
      promocode = code;
    } else if (promotion.promoCodePool.length === 1) {
      promocode = promotion.promoCodePool[0]!;
    } else {
      promocode = await issuePersonalCode(tx, promotion.promoCodePrefix ?? 'PROMO-', input.now);
    }
    const rows = await tx
      .insert(promotionParticipations)
      .values({ promotionId: promotion.id, userId, promocode, poolIndex })
      .onConflictDoNothing({ target: [promotionParticipations.promotionId, promotionParticipations.userId] })
      .returning({ promocode: promotionParticipations.promocode });
    // A concurrent run of the same shopper won: roll back, with any personal code issued here.
    if (!rows[0]) throw new ConcurrentJoin();
    return rows[0].promocode;
  }).catch((error: unknown) => {
    if (error instanceof ConcurrentJoin) return null;
    throw error;
  });
  if (inserted !== null) return { message: promotionMessages.joined, promocode: inserted, created: true };
  // A concurrent run of the same shopper won the insert: answer its code.
  const after = await existing(db, promotion.id, userId);
  if (after === null) throw refuse(409, promotionErrorCodes.notAllowed, promotionMessages.actionFailed);
  return { message: promotionMessages.alreadyJoined, promocode: after, created: false };
}
