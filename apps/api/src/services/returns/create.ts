// Creating a return (POST v5/return/create/). Runs in one transaction holding the order's row lock:
// two returns for the same item arriving together are checked one after the other, so together
// they never take more than was bought.
import { genericErrorCodes, orderErrorCodes, type returnCreateBodySchema } from '@ornament/api-contract';
import { canReturn, isReasonCode, refundSplit, returnReasons } from '@ornament/domain';
import type { z } from 'zod';
import type { Db } from '../../db';
import { returnItems, returns } from '../../db/schema';
import { HttpError } from '../../plugins/httpError';
import { ownOrder } from '../orders/detail';
import { orderServerMessages as messages } from '../orders/messages';
import { itemsOf, returnedQuantities } from '../orders/repository';
import { countReturnsOfOrder } from './repository';

type Body = z.output<typeof returnCreateBodySchema>;

export interface CreatedReturn {
  trackNumber: string | null;
  returnId: number;
  returnNumber: string;
}

export async function createReturn(db: Db, userId: string, body: Body, now = new Date()): Promise<CreatedReturn> {
  if (!isReasonCode(returnReasons, body.reason)) throw new HttpError(422, genericErrorCodes.invalidParameter, messages.unknownReturnReason, '/reason');
  return db.transaction(async (tx) => {
    const order = await ownOrder(tx, userId, { id: body.orderId }, true);
    if (!canReturn(order, now)) throw new HttpError(422, orderErrorCodes.notReturnable, messages.notReturnable, '/orderId');
    const [bought, returned] = await Promise.all([itemsOf(tx, order.id), returnedQuantities(tx, order.id)]);
    const seen = new Set<number>();
    let amount = 0;
    body.items.forEach((requested, index) => {
      const item = bought.find((candidate) => candidate.id === requested.orderItemId);
      if (!item) throw new HttpError(422, genericErrorCodes.invalidParameter, messages.itemNotInOrder, `/items/${index}/orderItemId`);
      if (seen.has(item.id)) throw new HttpError(422, genericErrorCodes.invalidParameter, messages.duplicateItem, `/items/${index}/orderItemId`);
      seen.add(item.id);
      const available = item.quantity - (returned.get(item.id) ?? 0);
      if (requested.quantity > available) {
        throw new HttpError(422, orderErrorCodes.returnQuantityExceeded, messages.quantityExceeded(Math.max(available, 0)), `/items/${index}/quantity`);
      }
      amount += item.price * requested.quantity;
    });
    // Back where it came from: the share of the order paid in bonuses, stars or by gift card returns
    // there. Delivery is not returned, so the money tender is the total without it.
    const tenders = { money: Math.max(0, order.total - order.deliveryCost), bonuses: order.bonusesSpent, stars: order.starsSpent, giftCard: order.giftCardSpent };
    const split = refundSplit(amount, tenders);
    const number = `${order.number}-${(await countReturnsOfOrder(tx, order.id)) + 1}`;
    const refundDetails: Record<string, string> = { holder: body.refund.holder, account: body.refund.account.replace(/\s/g, '') };
    if (body.refund.bik) refundDetails.bik = body.refund.bik;
    const [created] = await tx
      .insert(returns)
      .values({
        number,
        userId,
        orderId: order.id,
        status: 'new',
        reason: body.reason,
        comment: body.comment || null,
        refundDetails,
        refundAmount: split.money,
        refundBonuses: split.bonuses,
        refundStars: split.stars,
        refundGiftCard: split.giftCard,
        currency: order.currency,
      })
      .returning({ id: returns.id, number: returns.number, trackNumber: returns.trackNumber });
    await tx.insert(returnItems).values(body.items.map((item) => ({ returnId: created!.id, orderItemId: item.orderItemId, quantity: item.quantity })));
    return { trackNumber: created!.trackNumber, returnId: created!.id, returnNumber: created!.number };
  });
}

