// Local only, never in production: the operator's status move (what `pnpm --filter @ornament/api
// order:advance <number> <status>` does), as a call for browser tests whose API keeps its database
// in memory. Annulling/rejecting releases stock and refunds; completing accrues bonuses.
import { z } from 'zod';

export const advanceStatusCodes = ['N', 'A', 'T', 'S', 'R', 'F', 'B', 'C', 'J'] as const;

export const orderAdvanceBodySchema = z.object({
  number: z.string().trim().min(1).max(32),
  status: z.enum(advanceStatusCodes),
});
export type OrderAdvanceBody = z.infer<typeof orderAdvanceBodySchema>;

export const orderAdvanceResponseSchema = z.object({
  data: z.object({
    orderId: z.number().int(),
    number: z.string(),
    from: z.string(),
    to: z.enum(advanceStatusCodes),
    released: z.number().int(),
    refunded: z.object({ bonus: z.number(), stars: z.number(), giftCard: z.number(), money: z.number() }),
    accrued: z.number(),
  }),
});
export type OrderAdvanceResponse = z.infer<typeof orderAdvanceResponseSchema>;
