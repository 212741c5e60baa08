// The operator's move of a return (issue 19 §2; PATCH admin/returns/{number}/, return:advance):
// forward only (domain canMoveReturn); the move to 'refunded' gives back what the return took
// (refund.ts) in the same transaction, under the return's and then its order's row lock, so two
// operators, or one pressing twice, refund once. Asking for the status a return already has is a
// harmless repeat (changed: false), so a tool retried after a lost answer does nothing twice.
import { type ReturnAdvanceResponse, returnAdminErrorCodes } from '@ornament/api-contract';
import { type ReturnStatus, canMoveReturn } from '@ornament/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { orders, returns } from '../../db/schema';
import { HttpError } from '../../plugins/httpError';
import { refundReturn } from './refund';

export type ReturnMove = ReturnAdvanceResponse['data'] & {
  /** A refund row was queued for the acquirer: kick the refund job once committed. */
  queued: boolean;
};

export async function advanceReturn(db: Db, number: string, to: ReturnStatus, now = new Date()): Promise<ReturnMove> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(returns).where(eq(returns.number, number)).limit(1).for('update');
    if (!row) throw HttpError.notFound(`No return ${number}`);
    const from = row.status as ReturnStatus;
    const unchanged: ReturnMove = { number, from, to, changed: false, refund: null, queued: false };
    if (from === to) return unchanged;
    if (!canMoveReturn(from, to)) {
      throw new HttpError(409, returnAdminErrorCodes.moveNotAllowed, `Return ${number} cannot move from ${from} to ${to}`, '/status');
    }
    if (to !== 'refunded') {
      await tx.update(returns).set({ status: to, updatedAt: now }).where(eq(returns.id, row.id));
      return { ...unchanged, changed: true };
    }
    const [order] = await tx.select().from(orders).where(eq(orders.id, row.orderId)).limit(1).for('update');
    if (!order) throw HttpError.notFound(`No order of return ${number}`);
    const { queued, ...refund } = await refundReturn(tx, row, order, now);
    await tx.update(returns).set({ status: to, updatedAt: now, refundMethod: refund.method, refundMoney: refund.money }).where(eq(returns.id, row.id));
    return { number, from, to, changed: true, refund, queued };
  });
}
