// The operator marks a transfer refund paid (issue 19 finding 12; POST admin/returns/{number}/transfer/,
// return:transfer-paid): a return refunded by transfer (an order paid in cash or on delivery) gets the
// bank's payment order number and the time, once, under the return's row lock. The same number again is
// a harmless repeat with the first answer, so a tool retried after a lost answer changes nothing; another
// number after the first is refused, since one transfer has one payment order.
import { type ReturnTransferPaidResponse, returnAdminErrorCodes } from '@ornament/api-contract';
import type { CurrencyCode } from '@ornament/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { returns } from '../../db/schema';
import { HttpError } from '../../plugins/httpError';

const referencePointer = '/data/attributes/reference';

export async function markTransferPaid(db: Db, number: string, reference: string, now = new Date()): Promise<ReturnTransferPaidResponse['data']> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(returns).where(eq(returns.number, number)).limit(1).for('update');
    if (!row) throw HttpError.notFound(`No return ${number}`);
    if (row.status !== 'refunded' || row.refundMethod !== 'transfer' || !(row.refundMoney && row.refundMoney > 0)) {
      const detail = `Return ${number} has no transfer to pay: it is ${row.status}, refund method ${row.refundMethod ?? 'not set'}`;
      throw new HttpError(409, returnAdminErrorCodes.transferNotDue, detail, '/path/number');
    }
    let paidAt = row.refundPaidAt;
    if (paidAt && row.refundReference !== reference) {
      const detail = `Return ${number}'s transfer was already paid with payment order ${row.refundReference ?? ''}`;
      throw new HttpError(409, returnAdminErrorCodes.transferAlreadyPaid, detail, referencePointer);
    }
    if (!paidAt) {
      paidAt = now;
      await tx.update(returns).set({ refundPaidAt: paidAt, refundReference: reference, updatedAt: now }).where(eq(returns.id, row.id));
    }
    const attributes = { reference, 'paid-at': paidAt.toISOString(), money: row.refundMoney, currency: row.currency as CurrencyCode };
    return { type: 'return-transfer', id: number, attributes };
  });
}
