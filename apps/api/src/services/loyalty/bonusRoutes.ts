// Bonus calls of the personal account (spec 3 §7 "Bonuses and personal offers"): the balance with
// its history, and the partner code. Both are the signed-in shopper's own (guests 401) and read the
// X-Currency-Code header (RUB or KZT).
import { bonusBalanceResponseSchema, codePartnerResponseSchema, loyaltyPaths } from '@ornament/api-contract';
import { countries } from '@ornament/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { local } from '../favorites/local';
import { bonusBalanceOf } from './balance';
import { type BonusCurrency, bonusCurrencyOf } from './currency';
import { partnerCodeOf } from './partnerCode';
import { storefrontOf } from './storefront';

/**
 * What a friend who orders with the code gets, in the bonus currency: nothing yet. No order reads a
 * partner code, so the page must not promise a reward; a referral programme sets these when it runs.
 */
export const partnerBonusForFriend: Record<BonusCurrency, number> = { RUB: 0, KZT: 0 };

export interface BonusRoutesOptions {
  now: () => Date;
}

export async function bonusRoutes(app: FastifyInstance, options: BonusRoutesOptions): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(local(loyaltyPaths.bonusBalance), { schema: { response: { 200: bonusBalanceResponseSchema } } }, async (request, reply) => {
    const user = await request.requireSignedIn();
    const currency = bonusCurrencyOf(request.headers, storefrontOf(request.headers));
    void reply.header('cache-control', 'private, no-store');
    return bonusBalanceOf(app.db, user.id, currency, options.now());
  });

  routes.get(local(loyaltyPaths.codePartner), { schema: { response: { 200: codePartnerResponseSchema } } }, async (request, reply) => {
    const user = await request.requireSignedIn();
    const storefront = storefrontOf(request.headers);
    const currency = bonusCurrencyOf(request.headers, storefront);
    const code = await partnerCodeOf(app.db, user.id);
    void reply.header('cache-control', 'private, no-store');
    return {
      data: {
        type: 'code-partner' as const,
        attributes: { code, link: `https://${countries[storefront.country].host}/?partner=${code}`, bonusForFriend: partnerBonusForFriend[currency] },
      },
    };
  });
}
