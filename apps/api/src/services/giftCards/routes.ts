// Gift cards (issue 8, spec 2 §7): the decors and nominals on offer, buying a card through the payment
// sandbox, the buyer's view of the outcome, and the captcha-guarded balance lookup.
import {
  checkoutErrorCodes,
  genericErrorCodes,
  giftCardCreateBodySchema,
  giftCardCreateResponseSchema,
  giftCardDecorsResponseSchema,
  giftCardPurchaseResponseSchema,
  giftCardsPaths,
  giftCardViewParamsSchema,
  giftCardViewQuerySchema,
  giftCardViewResponseSchema,
} from '@ornament/api-contract';
import { giftCardMessages, giftCardNominals, giftCardRules, giftCardServerMessages as m, normalizeGiftCardNumber, sellsGiftCards } from '@ornament/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientIpOf } from '../../plugins/clientIp';
import { HttpError } from '../../plugins/httpError';
import { createWindowLimiter } from '../../plugins/windowLimiter';
import { captchaTokenPasses } from '../auth/captchaToken';
import { catalogContextOf } from '../catalog/requestContext';
import { checkoutServerMessages } from '../checkout/messages';
import { storefrontOrigin } from '../checkout/origin';
import { local } from '../favorites/local';
import { activeDecors, cardForLookup, decorOf, purchaseOf, startPurchase } from './repository';
import { validatePurchase } from './validate';
import { cardView } from './view';

export interface GiftCardRoutesOptions {
  allowedOrigins: readonly string[];
  now?: () => Date;
}

/** The storefronts send the slashed form; a server-side caller may not. */
export const bothSlashes = (path: string) => [path, path.replace(/\/$/, '')];

export const captchaError = () => new HttpError(422, 'captcha_invalid', m.captcha, '/captchaToken');

export async function giftCardRoutes(app: FastifyInstance, options: GiftCardRoutesOptions): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const now = options.now ?? (() => new Date());
  const lookupsByIp = createWindowLimiter(app.db, { scope: 'gift-card-lookup-ip', limit: giftCardRules.lookupsPerIp, windowMs: giftCardRules.lookupWindowMs });
  const lookupsByCard = createWindowLimiter(app.db, { scope: 'gift-card-lookup-card', limit: giftCardRules.lookupsPerCard, windowMs: giftCardRules.lookupWindowMs });
  const purchasesByIp = createWindowLimiter(app.db, { scope: 'gift-card-purchase-ip', limit: giftCardRules.purchasesPerIp, windowMs: giftCardRules.purchaseWindowMs });

  for (const url of bothSlashes(local(giftCardsPaths.giftCardDecors))) {
    routes.get(url, { schema: { response: { 200: giftCardDecorsResponseSchema } } }, async () => ({
      data: { decors: await activeDecors(app.db), nominals: [...giftCardNominals] },
    }));
  }

  for (const url of bothSlashes(local(giftCardsPaths.giftCardCreate))) {
    routes.post(url, { schema: { body: giftCardCreateBodySchema, response: { 200: giftCardCreateResponseSchema } } }, async (request, reply) => {
      const { country, brand } = catalogContextOf(request.headers);
      if (!sellsGiftCards(brand ?? 'main', country)) throw new HttpError(422, 'gift_cards_not_sold', m.notSold);
      if (!(await purchasesByIp.hit(clientIpOf(request)))) throw new HttpError(429, genericErrorCodes.rateLimited, m.tooManyPurchases);
      const decors = new Set((await activeDecors(app.db)).map((decor) => decor.code));
      const purchase = validatePurchase(request.body, decors, country, now());
      // A card is only ever bought online: without an acquirer (live production before one is set up) it is refused.
      const paymentProvider = app.paymentProvider;
      if (!paymentProvider) throw new HttpError(422, checkoutErrorCodes.onlinePaymentUnavailable, checkoutServerMessages.onlinePaymentUnavailable);
      const user = await request.ensureSessionUser(reply);
      const started = await startPurchase(app.db, { purchase, userId: user.id, origin: storefrontOrigin(request, options.allowedOrigins), now: now(), paymentProvider });
      void reply.header('cache-control', 'no-store');
      return { data: started };
    });
  }

  const purchaseParams = z.object({ purchaseId: z.string().uuid() });
  for (const url of bothSlashes(local(giftCardsPaths.giftCardPurchase(':purchaseId')))) {
    routes.get(url, { schema: { params: purchaseParams, response: { 200: giftCardPurchaseResponseSchema } } }, async (request, reply) => {
      const user = await request.sessionUser();
      const row = user ? await purchaseOf(app.db, request.params.purchaseId, user.id) : null;
      if (!row) throw HttpError.notFound(m.purchaseNotFound);
      const status = row.status === 'approved' ? 'paid' : row.status === 'declined' ? 'declined' : 'pending';
      void reply.header('cache-control', 'no-store');
      return { data: { status, card: status === 'paid' ? row.card : null, nominal: row.nominal, decor: await decorOf(app.db, row.decorCode) } } as const;
    });
  }

  for (const url of bothSlashes(local(giftCardsPaths.giftCardView(':cardNumber')))) {
    routes.get(
      url,
      { schema: { params: giftCardViewParamsSchema, querystring: giftCardViewQuerySchema, response: { 200: giftCardViewResponseSchema } } },
      async (request, reply) => {
        const typed = request.params.cardNumber.trim();
        const number = normalizeGiftCardNumber(typed);
        // Both limits before the captcha: guessing numbers costs a solved image and a slot per number.
        if (!(await lookupsByIp.hit(clientIpOf(request))) || !(await lookupsByCard.hit(number))) throw new HttpError(429, genericErrorCodes.rateLimited, m.tooManyLookups);
        if (!(await captchaTokenPasses(app.db, request.query.captchaToken, now()))) throw captchaError();
        const card = await cardForLookup(app.db, typed, number);
        if (!card) throw HttpError.notFound(giftCardMessages.notFound);
        void reply.header('cache-control', 'no-store');
        return cardView(card, await decorOf(app.db, card.decorCode), now());
      },
    );
  }
}
