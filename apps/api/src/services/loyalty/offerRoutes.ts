// GET bonussystem/personal-offer/ in v3 and v4 (spec 3 §7), with optional filter[article] and the
// X-Currency-Code header. Both answer the same shape; they differ in what they keep:
// - v3 (the account's offers page): every live offer, online or retail only;
// - v4 (the product page and the basket): only offers usable online (use-online), since a retail-only
//   coupon cannot be applied to the purchase being made there.
// With filter[article], only offers applying to that article, each with `price` after its discount.
import { loyaltyPaths, personalOfferQuerySchema, type PersonalOffersResponse, personalOffersResponseSchema } from '@ornament/api-contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { local } from '../favorites/local';
import { bonusCurrencyOf } from './currency';
import { articlePriceOf, discountedPrice } from './offerPrice';
import { offerOf } from './offerView';
import { liveOffersOf } from './personalOffers';
import { storefrontOf } from './storefront';

export interface OfferRoutesOptions {
  now: () => Date;
}

export async function offerRoutes(app: FastifyInstance, options: OfferRoutesOptions): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  for (const version of [3, 4] as const) {
    routes.get(
      local(loyaltyPaths.personalOffer(version)),
      { schema: { querystring: personalOfferQuerySchema, response: { 200: personalOffersResponseSchema } } },
      async (request, reply): Promise<PersonalOffersResponse> => {
        const user = await request.requireSignedIn();
        const storefront = storefrontOf(request.headers);
        const currency = bonusCurrencyOf(request.headers, storefront);
        const article = request.query['filter[article]'] || undefined;
        const rows = await liveOffersOf(app.db, { userId: user.id, country: storefront.country, now: options.now(), article, onlineOnly: version === 4 });
        const price = article === undefined ? null : await articlePriceOf(app.db, article, currency);
        void reply.header('cache-control', 'private, no-store');
        return {
          data: rows.map((row) => offerOf(row, price === null ? null : discountedPrice(price, row.discountType === 'fixed' ? 'fixed' : 'percent', row.discountValue))),
          meta: { currency },
        };
      },
    );
  }
}
