// calculateBasket: the one place a basket's figures come from. The routes answer its `basket`;
// order creation (services/checkout) calls it inside its transaction and books exactly its lines,
// rules, bonus/stars/gift-card spends and delivery choice.
import type { Db } from '../../db';
import { computeBasket } from './compute';
import type { BasketCalculation, BasketRequestContext, CalculateOptions } from './types';

export type { AppliedRule, BasketCalculation, BasketDeliveryChoice, BasketRequestContext, CalculatedLine, CalculateOptions } from './types';

export async function calculateBasket(db: Db, ctx: BasketRequestContext, options: CalculateOptions): Promise<BasketCalculation> {
  return computeBasket(db, ctx, options);
}
