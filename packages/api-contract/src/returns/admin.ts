// The returns operator's call (issue 19 §2): PATCH admin/returns/{number}/ with `{ status }` and the
// RETURNS_ADMIN_TOKEN bearer moves a return forward; refunding it gives its money, points and gift-card
// part back (the return:advance tool calls it).
import { returnRefundMethods, returnStatuses } from '@ornament/domain';
import { z } from 'zod';

export const returnAdminPaths = {
  /** Operator only: `Authorization: Bearer <RETURNS_ADMIN_TOKEN>`. */
  returnAdvance: (number: string) => `/api/sklv/v5/admin/returns/${encodeURIComponent(number)}/`,
} as const;

export const returnAdminErrorCodes = {
  /** The move is not forward (or the return is final): 409. */
  moveNotAllowed: 'return_move_not_allowed',
} as const;

export const returnAdvanceParamsSchema = z.object({ number: z.string().trim().min(1).max(32) });
export const returnAdvanceBodySchema = z.object({ status: z.enum(returnStatuses) });
export type ReturnAdvanceBody = z.infer<typeof returnAdvanceBodySchema>;

export const returnAdvanceResponseSchema = z.object({
  data: z.object({
    number: z.string(),
    from: z.enum(returnStatuses),
    to: z.enum(returnStatuses),
    /** False when the return already had that status: nothing was done again. */
    changed: z.boolean(),
    /** What this move gave back (only the move to 'refunded'); money is what goes back as money after the cap. */
    refund: z
      .object({
        method: z.enum(returnRefundMethods),
        money: z.number(),
        bonuses: z.number(),
        stars: z.number(),
        giftCard: z.number(),
      })
      .nullable(),
  }),
});
export type ReturnAdvanceResponse = z.infer<typeof returnAdvanceResponseSchema>;
