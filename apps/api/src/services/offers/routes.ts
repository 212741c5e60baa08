// The offer service's common offer (spec 2 §7, spec 3 §7 offer/common/): the price of each article and
// size asked for this shopper, with the best personal offer (packages/domain product/offers.ts) applied.
import { genericErrorCodes, offerQuerySchema, offerResponseSchema, paths, requestHeaders, services } from '@ornament/api-contract';
import { bestPersonalOffer, bonusAccrual } from '@ornament/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../plugins/httpError';
import { currencyOfCode } from '../catalog/productMapper';
import { catalogContextOf } from '../catalog/requestContext';
import { offerProducts } from './offerRepository';
import { pointRoutes } from './pointRoutes';
import { termsRoutes } from './termsRoutes';

const local = (path: string) => path.slice(services.offer.length);
const timezonePattern = /^UTC[+-]\d{1,2}:\d{2}$/;
const defaultTimezone = 'UTC+3:00';

const offerPointer = '/query/filter[offer]';

export const offerRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(pointRoutes);
  await app.register(termsRoutes);

  app.get(local(paths.offerCommon), { schema: { querystring: offerQuerySchema, response: { 200: offerResponseSchema } } }, async (request, reply) => {
    void reply.header('cache-control', 'private, no-store');
    const context = catalogContextOf(request.headers);
    const query = request.query;
    const useEzvm = query['filter[use_ezvm]'] === 'Y';
    if (useEzvm && context.country !== 'RU') throw HttpError.badRequest('use_ezvm is available in Russia only', '/query/filter[use_ezvm]');

    // filter[user_id] never widens what the session may see: it must name the session's own user.
    const user = await request.sessionUser();
    const askedUser = query['filter[user_id]'];
    if (askedUser !== undefined && askedUser !== user?.id) {
      throw new HttpError(403, 'user_mismatch', 'user_id is not the session user', '/query/filter[user_id]');
    }

    const asked = query['filter[offer]'];
    const products = await offerProducts(app.db, context, asked.map((entry) => entry.article));
    const offers = asked.map(({ article, size }) => {
      const product = products.get(article);
      if (!product) throw new HttpError(404, genericErrorCodes.notFound, asked.length === 1 ? 'Product not found' : `Product ${article} not found`, offerPointer);
      if (size !== '' && !product.sizes.includes(size)) throw HttpError.badRequest('The product has no such size', offerPointer);
      const offer = bestPersonalOffer({
        price: product.price,
        oldPrice: product.oldPrice,
        currency: context.currency,
        country: context.country,
        productBrand: product.brand,
        isMember: user !== null && !user.isGuest,
        pointDiamant: query['filter[point_diamant]'] === 'Y',
        useEzvm,
      });
      return {
        offer: `${product.article}#${size}`,
        article: product.article,
        size,
        price: product.price,
        old_price: product.oldPrice,
        offer_price: offer?.price ?? null,
        personal_offer: offer ? { code: offer.code, title: offer.title, percent: offer.percent } : null,
        bonus: bonusAccrual(offer?.price ?? product.price),
        currency: currencyOfCode(context.currency),
      };
    });
    const header = request.headers[requestHeaders.regionTimezone];
    const timezone = typeof header === 'string' && timezonePattern.test(header) ? header : defaultTimezone;
    // Spec 3 §7 names X-Mobile-Pay on this call; no offer rule depends on it, so it is echoed only.
    const mobilePay = request.headers[requestHeaders.mobilePay] === 'Y';
    const [first] = offers;
    if (!first) throw HttpError.badRequest('Expected article#size', offerPointer);
    return { data: first, offers, meta: { timezone, mobile_pay: mobilePay } };
  });
};
