// The calls that set how the basket is paid and received, its gift card and its promo codes.
import {
  basketCalculateBodySchema,
  basketErrorCodes,
  basketPromoCodesBodySchema,
  basketResponseSchema,
  basketSetGiftCardBodySchema,
  basketSetPaymentMethodBodySchema,
  basketSetStoreBodySchema,
  paths,
  promoErrorCodes,
} from '@ornament/api-contract';
import { countries, findTenant, promoCodeMessages } from '@ornament/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../../plugins/httpError';
import { local } from '../favorites/local';
import { basketAnswer } from './answer';
import { calculateBasket } from './calculate';
import { basketContextOf } from './context';
import { basketServerMessages as messages } from './messages';
import { giftCardOf, giftCardProblem } from './pricing/giftCard';
import { pickupPointOf, storeInCountry } from './repository/places';
import { addPromoCodes, removePromoCodes } from './repository/promoCodes';
import { lockBasket, ownAddressId, updateSettings } from './repository/settings';

const response = { 200: basketResponseSchema };

export async function basketSettingsRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(local(paths.basketSetPaymentMethod), { schema: { body: basketSetPaymentMethodBodySchema, response } }, async (request, reply) => {
    const ctx = await basketContextOf(request, reply);
    const { paymentMethodId, calculate } = request.body;
    // Offered for this basket now: the country's list, credit-sber only when installment is available.
    const { basket } = await calculateBasket(app.db, ctx, basketCalculateBodySchema.parse(calculate ?? {}));
    if (!basket.paymentInfo.paymentMethods.some((method) => method.id === paymentMethodId)) {
      throw new HttpError(422, basketErrorCodes.paymentMethodUnavailable, messages.paymentMethodUnavailable, '/paymentMethodId');
    }
    await app.db.transaction(async (tx) => {
      await lockBasket(tx, ctx.userId);
      await updateSettings(tx, ctx.userId, { paymentMethod: paymentMethodId });
    });
    return basketAnswer(app.db, ctx, calculate);
  });

  routes.post(local(paths.basketSetStore), { schema: { body: basketSetStoreBodySchema, response } }, async (request, reply) => {
    const ctx = await basketContextOf(request, reply);
    const { orderType, storeId, pvzCode, deliveryAddressId, calculate } = request.body;
    if (storeId != null && !(await storeInCountry(app.db, storeId, ctx.country))) {
      throw new HttpError(422, basketErrorCodes.storeUnavailable, messages.storeUnavailable, '/storeId');
    }
    const point = pvzCode != null ? await pickupPointOf(app.db, pvzCode, ctx.country) : null;
    if (pvzCode != null && !point) throw new HttpError(422, basketErrorCodes.storeUnavailable, messages.pickupPointUnavailable, '/pvzCode');
    if (deliveryAddressId != null && (await ownAddressId(app.db, ctx.userId, deliveryAddressId)) === null) {
      throw new HttpError(404, 'not_found', messages.addressNotFound, '/deliveryAddressId');
    }
    await app.db.transaction(async (tx) => {
      await lockBasket(tx, ctx.userId);
      await updateSettings(tx, ctx.userId, {
        orderType,
        ...(storeId !== undefined ? { storeId } : {}),
        ...(pvzCode !== undefined ? { pvzCode: point?.code ?? null, deliveryServiceId: point?.deliveryServiceId ?? null } : {}),
        ...(deliveryAddressId !== undefined ? { deliveryAddressId } : {}),
      });
    });
    return basketAnswer(app.db, ctx, calculate);
  });

  routes.post(local(paths.basketSetGiftCard), { schema: { body: basketSetGiftCardBodySchema, response } }, async (request, reply) => {
    const ctx = await basketContextOf(request, reply);
    const { giftCardNumber, calculate } = request.body;
    if (giftCardNumber !== null) {
      if (!findTenant(ctx.brand, ctx.country)?.links.giftCard) {
        throw new HttpError(422, basketErrorCodes.giftCardInvalid, messages.giftCardsUnavailable, '/giftCardNumber');
      }
      const problem = giftCardProblem(await giftCardOf(app.db, giftCardNumber), ctx.currency, new Date(), countries[ctx.country].phone.display);
      if (problem) throw new HttpError(422, basketErrorCodes.giftCardInvalid, problem, '/giftCardNumber');
    }
    await app.db.transaction(async (tx) => {
      await lockBasket(tx, ctx.userId);
      await updateSettings(tx, ctx.userId, { giftCardNumber });
    });
    return basketAnswer(app.db, ctx, calculate);
  });

  routes.post(local(paths.basketPromoCode), { schema: { body: basketPromoCodesBodySchema, response } }, async (request, reply) => {
    const ctx = await basketContextOf(request, reply);
    const unknown = await app.db.transaction(async (tx) => {
      await lockBasket(tx, ctx.userId);
      return addPromoCodes(tx, ctx.userId, request.body.promoCodes);
    });
    const promoErrors = unknown.map((promoCode) => ({ promoCode, code: promoErrorCodes.notFound, message: promoCodeMessages.notFound }));
    return basketAnswer(app.db, ctx, request.body.calculate, { promoErrors });
  });

  routes.delete(local(paths.basketDeletePromoCode), { schema: { body: basketPromoCodesBodySchema, response } }, async (request, reply) => {
    const ctx = await basketContextOf(request, reply);
    await app.db.transaction(async (tx) => {
      await lockBasket(tx, ctx.userId);
      await removePromoCodes(tx, ctx.userId, request.body.promoCodes);
    });
    return basketAnswer(app.db, ctx, request.body.calculate);
  });
}
