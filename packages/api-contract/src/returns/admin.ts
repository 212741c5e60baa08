// The returns operator's call (issue 19 §2): PATCH admin/returns/{number}/ with `{ status }` and the
// RETURNS_ADMIN_TOKEN bearer moves a return forward; refunding it gives its money, points and gift-card
// part back (the return:advance tool calls it). POST admin/returns/{number}/transfer/ marks the money of
// a return refunded by transfer paid, once (the return:transfer-paid tool calls it).
import { currencyCodes, returnRefundMethods, returnStatuses } from '@ornament/domain';
import { z } from 'zod';

export const returnAdminPaths = {
  /** Operator only: `Authorization: Bearer <RETURNS_ADMIN_TOKEN>`. */
  returnAdvance: (number: string) => `/api/sklv/v5/admin/returns/${encodeURIComponent(number)}/`,
  /** Operator only: marks a refunded return's transfer paid (issue 19 finding 12). */
  returnTransferPaid: (number: string) => `/api/sklv/v5/admin/returns/${encodeURIComponent(number)}/transfer/`,
} as const;

export const returnAdminErrorCodes = {
  /** The move is not forward (or the return is final): 409. */
  moveNotAllowed: 'return_move_not_allowed',
  /** The return is not refunded, or its money does not go back by transfer: 409. */
  transferNotDue: 'return_transfer_not_due',
  /** The transfer was already marked paid with another payment order number: 409. */
  transferAlreadyPaid: 'return_transfer_already_paid',
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

/** The bank's payment order number of the transfer; printable characters only. */
export const transferReferenceSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[^\p{Cc}]*$/u, 'No control characters');

export const returnTransferPaidBodySchema = z.object({ data: z.object({ attributes: z.object({ reference: transferReferenceSchema }) }) });
export type ReturnTransferPaidBody = z.infer<typeof returnTransferPaidBodySchema>;

/** The same answer every time once paid: a repeat with the same reference changes nothing. */
export const returnTransferPaidResponseSchema = z.object({
  data: z.object({
    type: z.literal('return-transfer'),
    /** The return's number. */
    id: z.string(),
    attributes: z.object({
      reference: z.string(),
      'paid-at': z.string(),
      money: z.number(),
      currency: z.enum(currencyCodes),
    }),
  }),
});
export type ReturnTransferPaidResponse = z.infer<typeof returnTransferPaidResponseSchema>;
