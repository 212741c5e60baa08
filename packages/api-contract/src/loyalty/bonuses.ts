// The bonus balance the basket spends (spec 3 §9: accrue 10% of bought-out items excluding applied
// bonuses, pay up to 30% of the next order), its history, and the partner code (profile/code-partner/).
import { z } from 'zod';
import { currencyCodeSchema } from '../common';

export const bonusReasons = ['welcome', 'accrual', 'spend', 'refund', 'task', 'expire', 'adjustment'] as const;

export const bonusBalanceResponseSchema = z.object({
  data: z.object({
    type: z.literal('bonus-balance'),
    attributes: z.object({
      /** Spendable now. */
      available: z.number(),
      /** Accrued, waiting for the return period. */
      pending: z.number(),
      stars: z.number(),
      currency: currencyCodeSchema,
      history: z.array(
        z.object({
          id: z.number().int(),
          amount: z.number(),
          reason: z.enum(bonusReasons),
          comment: z.string(),
          /** ISO 8601. */
          createdAt: z.string(),
          availableAt: z.string(),
        }),
      ),
    }),
  }),
});
export type BonusBalanceResponse = z.infer<typeof bonusBalanceResponseSchema>;

export const codePartnerResponseSchema = z.object({
  data: z.object({
    type: z.literal('code-partner'),
    attributes: z.object({ code: z.string(), link: z.string(), bonusForFriend: z.number().int() }),
  }),
});
export type CodePartnerResponse = z.infer<typeof codePartnerResponseSchema>;
