// What a shopper does with an order (spec 3 §7): cancel with a reason, change an unpaid order's
// payment method, prolong a pickup reserve once. Each runs in a transaction holding the order's row
// lock, so two clicks cannot both pass the check.
import { changePaymentMethodBodySchema, genericErrorCodes, orderCancelBodySchema, orderDetailResponseSchema, orderErrorCodes, paths, prolongReserveBodySchema } from '@ornament/api-contract';
import {
  canCancel,
  canChangePayment,
  canProlongReserve,
  cancelOutcome,
  isPaymentMethodFor,
  isReasonCode,
  isReserveLive,
  orderCancelReasons,
  prolongedReserve,
} from '@ornament/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../../plugins/httpError';
import { closeOrder } from '../checkout/orderStatus';
import { local } from '../favorites/local';
import { countryOfCurrency } from './country';
import { detailOf, ownOrder } from './detail';
import { orderServerMessages as messages } from './messages';
import { type OrderRow, updateOrder } from './repository';

export async function orderActionRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(local(paths.orderCancel), { schema: { body: orderCancelBodySchema, response: { 200: orderDetailResponseSchema } } }, async (request) => {
    const user = await request.requireSignedIn();
    const { id, reason, comment } = request.body;
    if (!isReasonCode(orderCancelReasons, reason)) throw new HttpError(422, genericErrorCodes.invalidParameter, messages.unknownCancelReason, '/reason');
    const data = await app.db.transaction(async (tx) => {
      const row = await ownOrder(tx, user.id, { id }, true);
      if (!canCancel(row)) throw new HttpError(409, orderErrorCodes.notCancellable, messages.notCancellable, '/id');
      const outcome = cancelOutcome(row);
      // Annulled at once: its reserved stock goes back and its bonuses, stars and gift card are refunded.
      if (outcome === 'annul') await closeOrder(tx, row, new Date());
      await updateOrder(tx, row.id, {
        ...(outcome === 'annul' ? { status: 'C' } : { cancelInProgress: true }),
        cancelReason: reason,
        cancelComment: comment || null,
      });
      return detailOf(tx, await ownOrder(tx, user.id, { id }));
    });
    // The money paid online goes back now (queued in the transaction above; the job's timer retries).
    app.paymentRefunds?.kick();
    return { data };
  });

  routes.post(
    local(paths.changePaymentMethod),
    { schema: { body: changePaymentMethodBodySchema, response: { 200: orderDetailResponseSchema } } },
    async (request) => {
      const user = await request.requireSignedIn();
      const { order_number: number, payment_method: method } = request.body;
      const data = await app.db.transaction(async (tx) => {
        const row = await ownOrder(tx, user.id, { number }, true);
        if (!canChangePayment(row)) throw new HttpError(422, orderErrorCodes.paymentNotChangeable, messages.paymentNotChangeable, '/order_number');
        if (!isPaymentMethodFor(method, countryOfCurrency(row.currency))) {
          throw new HttpError(422, orderErrorCodes.paymentMethodUnavailable, messages.paymentMethodUnavailable, '/payment_method');
        }
        await updateOrder(tx, row.id, { paymentMethod: method });
        return detailOf(tx, await ownOrder(tx, user.id, { id: row.id }));
      });
      return { data };
    },
  );

  routes.post(local(paths.prolongReserve), { schema: { body: prolongReserveBodySchema, response: { 200: orderDetailResponseSchema } } }, async (request) => {
    const user = await request.requireSignedIn();
    const key = 'id' in request.body ? { id: request.body.id } : { number: request.body.order_number };
    const data = await app.db.transaction(async (tx) => {
      const row = await ownOrder(tx, user.id, key, true);
      const now = new Date();
      if (!canProlongReserve(row, now)) throw new HttpError(422, orderErrorCodes.reserveNotProlongable, whyNotProlongable(row, now));
      await updateOrder(tx, row.id, { reserveUntil: prolongedReserve(row.reserveUntil!), reserveProlonged: true });
      return detailOf(tx, await ownOrder(tx, user.id, { id: row.id }));
    });
    return { data };
  });
}

function whyNotProlongable(row: OrderRow, now: Date): string {
  if (row.deliveryType !== 'pickup') return messages.reserveNotPickup;
  if (row.status !== 'R' && row.status !== 'T') return messages.reserveNotWaiting;
  if (row.reserveProlonged) return messages.reserveAlreadyProlonged;
  if (!isReserveLive(row, now)) return messages.reserveExpired;
  return messages.reserveNotWaiting;
}
