// Spec 2 §7 coupons: GET coupon/{code}/ (the coupon of a code a campaign link carried, shown to the
// shopper) and GET coupon/ (the coupons listed to them). Read-only and the same for every shopper
// but a signed-in one's own coupons; never cached, as the price rule's dates decide.
import { couponParamsSchema, couponResponseSchema, couponsResponseSchema, promotionErrorCodes, promotionsPaths } from '@ornament/api-contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../../plugins/httpError';
import { catalogContextOf } from '../catalog/requestContext';
import { local } from '../favorites/local';
import { couponOf, couponsFor } from './coupons';

export async function couponRoutes(app: FastifyInstance, options: { now: () => Date }): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(local(promotionsPaths.coupon(':code')).replace('%3Acode', ':code'), { schema: { params: couponParamsSchema, response: { 200: couponResponseSchema } } }, async (request) => {
    const user = await request.sessionUser();
    const coupon = await couponOf(app.db, request.params.code, user?.id ?? null, catalogContextOf(request.headers), options.now());
    if (!coupon) throw new HttpError(404, promotionErrorCodes.couponNotFound, 'Купон не найден или больше не действует', '/code');
    return { data: coupon };
  });

  routes.get(local(promotionsPaths.coupons), { schema: { response: { 200: couponsResponseSchema } } }, async (request) => {
    const user = await request.sessionUser();
    return { data: await couponsFor(app.db, user?.id ?? null, catalogContextOf(request.headers), options.now()) };
  });
}
