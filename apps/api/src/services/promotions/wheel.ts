// The wheel of fortune (spec 2 §3): the server draws the prize (weighted, crypto random), once per
// shopper and promotion. The spin row is unique per (promotion, user) and written in the same
// transaction as the draw, so a repeated or concurrent spin stores nothing and is refused.
import { type WheelPrize, promotionErrorCodes, wheelPrizeKinds } from '@ornament/api-contract';
import { wheelMessages } from '@ornament/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { wheelPrizes, wheelSpins } from '../../db/schema';
import { HttpError } from '../../plugins/httpError';
import { issuePersonalCode } from './personalCodes';
import { weightedIndex } from './promocode';
import { isFinished, type PromotionRow } from './repository';

type PrizeRow = typeof wheelPrizes.$inferSelect;

export const prizeOf = (row: PrizeRow): WheelPrize => ({
  id: row.numericId,
  title: row.title,
  kind: (wheelPrizeKinds as readonly string[]).includes(row.kind) ? (row.kind as WheelPrize['kind']) : 'empty',
});

export async function prizesOf(db: Db, promotionId: number): Promise<PrizeRow[]> {
  return db.select().from(wheelPrizes).where(eq(wheelPrizes.promotionId, promotionId)).orderBy(asc(wheelPrizes.numericId));
}

export async function spinOf(db: Db, promotionId: number, userId: string): Promise<{ prize: WheelPrize; promocode: string | null } | null> {
  const [row] = await db
    .select({ prize: wheelPrizes, promocode: wheelSpins.promocode })
    .from(wheelSpins)
    .innerJoin(wheelPrizes, eq(wheelPrizes.id, wheelSpins.prizeId))
    .where(and(eq(wheelSpins.promotionId, promotionId), eq(wheelSpins.userId, userId)))
    .limit(1);
  return row ? { prize: prizeOf(row.prize), promocode: row.promocode } : null;
}

const alreadySpun = (): HttpError => new HttpError(409, promotionErrorCodes.alreadySpun, wheelMessages.alreadySpun);

export async function spinWheel(
  db: Db,
  { promotion, userId, now, random }: { promotion: PromotionRow; userId: string; now: Date; random?: (max: number) => number },
): Promise<{ prize: WheelPrize; promocode: string | null; message: string }> {
  if (isFinished(promotion, now) || promotion.startedAt.getTime() > now.getTime()) throw new HttpError(409, promotionErrorCodes.finished, wheelMessages.finished);
  if ((await spinOf(db, promotion.id, userId)) !== null) throw alreadySpun();
  const prizes = await prizesOf(db, promotion.id);
  const index = weightedIndex(
    prizes.map((prize) => prize.weight),
    random,
  );
  const prize = index === null ? undefined : prizes[index];
  if (!prize) throw new HttpError(409, promotionErrorCodes.noPrizes, wheelMessages.noPrizes);
  // A concurrent spin of the same shopper won: this one rolls back, its personal code with it.
  const promocode = await db.transaction(async (tx) => {
    const code = prize.kind !== 'promocode' ? null : (prize.promocode ?? (await issuePersonalCode(tx, prize.promocodePrefix ?? 'WHEEL-', now)));
    const stored = await tx
      .insert(wheelSpins)
      .values({ promotionId: promotion.id, userId, prizeId: prize.id, promocode: code })
      .onConflictDoNothing({ target: [wheelSpins.promotionId, wheelSpins.userId] })
      .returning({ id: wheelSpins.id });
    if (stored.length === 0) throw alreadySpun();
    return code;
  });
  return { prize: prizeOf(prize), promocode, message: promocode === null ? wheelMessages.emptyPrize : `${wheelMessages.prize}: ${prize.title}` };
}
