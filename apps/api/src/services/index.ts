// One plugin per service prefix (ARCHITECTURE "The API service"): each service could be deployed alone
// behind the same ingress. Module route plugins use paths relative to the prefix they are registered under.
import { services } from '@ornament/api-contract';
import type { FastifyInstance } from 'fastify';
import { type Env, giftCardDeliveryIntervalMs, messagePruneIntervalMs, paymentRefundIntervalMs, sessionPruneIntervalMs } from '../env';
import { registerSessionPruning } from './sessions/pruneModule';
import { allowsDemoShortcuts, allowsDevelopmentRoutes } from '../profile';
import type { PaymentProvider } from './checkout/payments/provider';
import { paymentProviderOf } from './checkout/payments/providerOf';
import { registerPaymentRefunds } from './checkout/payments/refundModule';
import { signingSecretOf } from '../plugins/signingSecret';
import { catalogAdminRoutes, developmentCatalogAdminToken } from './catalog/adminRoutes';
import { catalogRoutes } from './catalog/routes';
import { saleLabelRoutes } from './catalog/saleLabelRoutes';
import { commentInfoRoutes } from './reviews/commentInfoRoutes';
import contentRoutes from './content/routes';
import { favoritesRoutes } from './favorites/routes';
import { commonRoutes, sklvRoutes } from './geo/routes';
import { geoServiceRoutes } from './geo/serviceRoutes';
import handbooksRoutes from './handbooks/routes';
import mediaRoutes from './media/routes';
import { abRoutes } from './ab/routes';
import { authCodeHasherOf, authModule } from './auth';
import { metaRoutes } from './meta/routes';
import { seoMetaRoutes } from './seo/routes';
import { sitemapRoutes } from './seo/sitemapRoutes';
import { developmentMessagingAdminToken, liveHubOf, messagingRoutes } from './messaging/routes';
import { registerMessagePruning } from './messaging/pruneModule';
import { offerRoutes } from './offers/routes';
import { ordersRoutes } from './orders/routes';
import { checkoutRoutes } from './checkout/routes';
import { basketRoutes } from './basket/routes';
import { deliveryAddressRoutes } from './delivery-addresses/routes';
import { productCatalogExtrasRoutes } from './product-extras/catalogRoutes';
import { productShopperRoutes } from './product-extras/shopperRoutes';
import { profileRoutes } from './profile/routes';
import { personalAccountRoutes } from './profile/accountServiceRoutes';
import { loyaltyRoutes } from './loyalty/routes';
import { giftCardRoutes } from './giftCards/routes';
import { registerGiftCardDelivery } from './giftCards/deliveryModule';
import { smsProviderOf } from './sms/fromEnv';
import { devMailRoutes } from './mail/devRoutes';
import { localMailAllowed, mailProviderOf } from './mail/fromEnv';
import type { SmsProvider } from './sms/provider';
import { atelierRoutes, developmentFormRequestsAdminToken, requestRoutes } from './requests/routes';
import { promotionRoutes } from './promotions/routes';
import { shopMapRoutes } from './shopMap/routes';
import { authenticityRoutes } from './authenticity/routes';
import { tradeInRoutes } from './tradeIn/routes';
import { reviewsRoutes } from './reviews/routes';
import { developmentReturnsAdminToken, returnAdminRoutes } from './returns/adminRoutes';
import { returnsRoutes } from './returns/routes';
import { productLooksCache } from './search/image/productFeatures';
import { imageSearchRoutes } from './search/image/routes';
import { autocompleteRoutes } from './search/routes';
import { createSearchService } from './search/service';
import { warmSearch } from './search/warmSearch';
import { type WarmUp, startWarmUp } from './warmUp';

declare module 'fastify' {
  interface FastifyInstance {
    /** The background warm-up once the app is ready, when it was asked for (see BuildAppOptions.warmUp). */
    warmUp: WarmUp | null;
    /**
     * The acquirer online payments go to (PAYMENT_PROVIDER, payments/providerOf.ts): YooKassa when
     * configured; else the sandbox everywhere but live production, which refuses online payment.
     */
    paymentProvider: PaymentProvider | null;
  }
}

export interface ServicesOptions {
  env: Env;
  /** Start the background warm-up (services/warmUp.ts) once the app is ready. */
  warmUp?: boolean;
  /** The login's clock (code expiry, limits); tests move it instead of sleeping. */
  now?: () => Date;
  /** The SMS provider of the login and the gift-card delivery; by default the one SMS_DRIVER names. */
  sms?: SmsProvider;
}

export async function registerServices(app: FastifyInstance, { env, warmUp = false, now, sms: givenSms }: ServicesOptions): Promise<void> {
  const sms = givenSms ?? smsProviderOf(env, app.db, (message) => app.log.warn(message));
  // Issue 19: letters (the e-mail confirmation link) go through MAIL_DRIVER's provider; the SMTP
  // driver's pooled connections close with the app.
  const mail = mailProviderOf(env, app.db, (message) => app.log.warn(message));
  app.addHook('onClose', async () => mail.close?.());
  app.decorate('paymentProvider', paymentProviderOf(env));
  registerPaymentRefunds(app, { provider: app.paymentProvider, intervalMs: paymentRefundIntervalMs(env) });
  // Issue 8: bought gift cards go to their recipients by SMS (kicked after a payment approval, and on a timer).
  const giftCardDelivery = registerGiftCardDelivery(app, { sms, now: now ?? (() => new Date()), intervalMs: giftCardDeliveryIntervalMs(env) });
  // Issue 7 leftover: old bell messages are deleted on a timer (services/messaging/prune.ts).
  registerMessagePruning(app, { now: now ?? (() => new Date()), intervalMs: messagePruneIntervalMs(env) });
  // Issue 19 finding 13: ended sessions and abandoned guest accounts are deleted on a timer.
  registerSessionPruning(app, { now: now ?? (() => new Date()), intervalMs: sessionPruneIntervalMs(env) });
  const search = createSearchService(app.db);
  const looks = productLooksCache(app.db);
  // Issue 3: the search vocabulary is built at start-up (after the seed), not by the first shopper.
  app.addHook('onReady', async () => {
    await search.index().catch((error: unknown) => app.log.warn({ err: error }, 'search index not loaded yet; it loads on first use'));
  });
  // Issue 3: in the background after start, the autocomplete statement runs a few times (its code
  // compiled, its pages in memory) and the photo search's product features are drawn; /health
  // answers meanwhile, and a photo search arriving first awaits the same load.
  app.decorate('warmUp', null);
  if (warmUp) {
    app.addHook('onReady', async () => {
      app.warmUp = startWarmUp(
        [
          { name: 'autocomplete', run: (signal) => warmSearch(app.db, search, signal) },
          { name: 'photo search features', run: (signal) => looks.get(signal) },
        ],
        app.log,
      );
    });
    app.addHook('onClose', async () => app.warmUp?.stop());
  }
  await app.register(autocompleteRoutes, { search });
  await app.register(
    async (service) => {
      await service.register(catalogRoutes, { search });
      await service.register(catalogAdminRoutes, {
        adminToken: env.CATALOG_ADMIN_TOKEN ?? (allowsDemoShortcuts(env) ? developmentCatalogAdminToken : null),
      });
      await service.register(mediaRoutes);
      await service.register(reviewsRoutes, { uploadDir: env.UPLOAD_DIR });
      await service.register(productCatalogExtrasRoutes);
    },
    { prefix: services.catalog },
  );
  await app.register(
    async (service) => {
      await service.register(contentRoutes);
      await service.register(seoMetaRoutes);
      await service.register(handbooksRoutes);
      await service.register(productShopperRoutes);
      await service.register(favoritesRoutes);
      await service.register(sklvRoutes);
      await service.register(saleLabelRoutes);
      await service.register(commentInfoRoutes);
      await service.register(imageSearchRoutes, { looks });
      await service.register(abRoutes, { secureCookies: env.NODE_ENV === 'production' });
      await service.register(ordersRoutes, { qrSecret: signingSecretOf(env, {
          name: 'QR_SIGNING_SECRET',
          value: env.QR_SIGNING_SECRET,
          developmentSecret: 'ornament-development-qr-signing-secret',
          warn: (message) => app.log.warn(message),
        }),
      });
      await service.register(returnsRoutes);
      await service.register(returnAdminRoutes, {
        adminToken: env.RETURNS_ADMIN_TOKEN ?? (allowsDemoShortcuts(env) ? developmentReturnsAdminToken : null),
      });
      await service.register(checkoutRoutes, {
        allowedOrigins: env.ALLOWED_ORIGINS,
        devRoutes: allowsDevelopmentRoutes(env),
        paymentProvider: app.paymentProvider,
        onPaymentApproved: () => giftCardDelivery.kick(),
      });
      await service.register(deliveryAddressRoutes);
      await service.register(basketRoutes);
      await service.register(profileRoutes);
      // One hasher for the login's codes and the profile's confirmation codes (issue 19 finding 10).
      const hasher = authCodeHasherOf(env, (message) => app.log.warn(message));
      await service.register(authModule, { env, sms, hasher, ...(now ? { now } : {}) });
      const stepUp = { db: app.db, sms, hasher, now: now ?? (() => new Date()) };
      await service.register(personalAccountRoutes, { env, stepUp, mail });
      if (localMailAllowed(env)) await service.register(devMailRoutes);
      await service.register(loyaltyRoutes, now ? { now } : {});
      await service.register(giftCardRoutes, { allowedOrigins: env.ALLOWED_ORIGINS, ...(now ? { now } : {}) });
      await service.register(requestRoutes, {
        adminToken: env.FORM_REQUESTS_ADMIN_TOKEN ?? (allowsDemoShortcuts(env) ? developmentFormRequestsAdminToken : null),
        ...(now ? { now } : {}),
      });
      await service.register(promotionRoutes, now ? { now } : {});
      await service.register(shopMapRoutes, now ? { now } : {});
      await service.register(authenticityRoutes, { env, ...(now ? { now } : {}) });
      await service.register(tradeInRoutes);
    },
    { prefix: services.main },
  );
  await app.register(
    async (service) => {
      await service.register(commonRoutes, { secureCookies: env.NODE_ENV === 'production' });
    },
    { prefix: services.common },
  );
  app.decorate('liveHub', liveHubOf(app));
  await app.register(messagingRoutes, {
    prefix: services.messaging,
    hub: app.liveHub,
    tokenSecret: signingSecretOf(env, {
      name: 'LIVE_TOKEN_SECRET',
      value: env.LIVE_TOKEN_SECRET,
      developmentSecret: 'ornament-development-live-token-secret',
      warn: (message) => app.log.warn(message),
    }),
    adminToken: env.MESSAGING_ADMIN_TOKEN ?? (allowsDemoShortcuts(env) ? developmentMessagingAdminToken : null),
    allowedOrigins: env.ALLOWED_ORIGINS,
    ...(now ? { now } : {}),
  });
  await app.register(geoServiceRoutes, { prefix: services.geo });
  await app.register(metaRoutes, { prefix: services.meta });
  await app.register(atelierRoutes, { prefix: services.atelier });
  await app.register(sitemapRoutes, { prefix: services.meta });
  await app.register(offerRoutes, { prefix: services.offer });
}
