// Every basket call answers the whole basket, computed with the flags the call carried, and stores
// the quantities shown (seenQuantity) so a later change can be announced.
import { type Basket, type BasketCalculateBody, type PromoError, basketCalculateBodySchema } from '@ornament/api-contract';
import type { Db } from '../../db';
import { calculateBasket } from './calculate';
import { markSeen } from './repository/items';
import type { BasketRequestContext } from './types';

export interface AnswerExtras {
  currentExternalId?: string;
  /** Errors of codes that were not stored (unknown codes of promo-code/). */
  promoErrors?: PromoError[];
}

export async function basketAnswer(db: Db, ctx: BasketRequestContext, flags: BasketCalculateBody | undefined, extras: AnswerExtras = {}): Promise<{ data: Basket }> {
  const calculation = await calculateBasket(db, ctx, basketCalculateBodySchema.parse(flags ?? {}));
  await markSeen(db, ctx.userId, calculation.shown);
  const basket = calculation.basket;
  return {
    data: {
      ...basket,
      currentExternalId: extras.currentExternalId ?? null,
      promoErrors: [...(extras.promoErrors ?? []), ...basket.promoErrors],
    },
  };
}
