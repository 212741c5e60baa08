// Reading calls: calculate (the full basket), easy-calculate (the header counter), quantity-by-size,
// upsell and the gift packaging link.
import {
  basketCalculateBodySchema,
  basketEasyCalculateResponseSchema,
  basketQuantityBySizeQuerySchema,
  basketQuantityBySizeResponseSchema,
  basketResponseSchema,
  basketUpsellResponseSchema,
  packLinkResponseSchema,
  paths,
} from '@ornament/api-contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../../plugins/httpError';
import { catalogContextOf } from '../catalog/requestContext';
import { local } from '../favorites/local';
import { basketAnswer } from './answer';
import { basketContextOf } from './context';
import { basketServerMessages as messages } from './messages';
import { easySummary, unitsInBasket } from './repository/summary';
import { resolveOffer } from './repository/offer';
import { packagingProduct, productLink } from './repository/products';
import { upsellFor } from './repository/upsell';

export async function basketReadRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(local(paths.basketCalculate), { schema: { body: basketCalculateBodySchema, response: { 200: basketResponseSchema } } }, async (request, reply) => {
    const ctx = await basketContextOf(request, reply);
    return basketAnswer(app.db, ctx, request.body);
  });

  // No session → an empty summary: the header asks on every page and must not create guests.
  routes.post(local(paths.basketEasyCalculate), { schema: { response: { 200: basketEasyCalculateResponseSchema } } }, async (request) => {
    const user = await request.sessionUser();
    return { data: user ? await easySummary(app.db, user.id) : { quantity: 0, articles: 0, items: [] } };
  });

  routes.get(
    local(paths.basketQuantityBySize),
    { schema: { querystring: basketQuantityBySizeQuerySchema, response: { 200: basketQuantityBySizeResponseSchema } } },
    async (request) => {
      const context = catalogContextOf(request.headers);
      const offer = await resolveOffer(app.db, context, request.query.article, request.query.size);
      const user = await request.sessionUser();
      const inBasket = user ? await unitsInBasket(app.db, user.id, offer.productId, offer.size) : 0;
      return { data: { article: offer.article, size: offer.size, quantity: offer.stock, inBasket, maxQuantity: Math.min(offer.stock, 99) } };
    },
  );

  routes.get(local(paths.basketUpsell), { schema: { response: { 200: basketUpsellResponseSchema } } }, async (request) => {
    const user = await request.sessionUser();
    return { data: await upsellFor(app.db, user?.id ?? null, catalogContextOf(request.headers)) };
  });

  routes.get(local(paths.packLink), { schema: { response: { 200: packLinkResponseSchema } } }, async (request) => {
    const context = catalogContextOf(request.headers);
    const product = await packagingProduct(app.db, context.currency, app.catalogCache);
    if (!product) throw new HttpError(404, 'not_found', messages.packagingNotFound);
    return {
      data: { link: productLink(product.article), article: product.article, urlCode: product.urlCode, title: product.name, price: product.price, isAvailable: context.country !== 'KZ' },
    };
  });
}
