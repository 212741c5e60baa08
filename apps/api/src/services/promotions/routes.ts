// Promotions (issue 8, spec 2 §3, §7): lists, detail, the action, stores taking part, gift and
// membership info, the wheel of fortune, the catalogue/product banners and the drawn pictures.
// Registered under the main service prefix; every path answers with and without its trailing slash.
import {
  bannerFilterBodySchema,
  bannerFilterResponseSchema,
  genericErrorCodes,
  membershipInfoQuerySchema,
  membershipInfoResponseSchema,
  pictureParamsSchema,
  promotionErrorCodes,
  promotionGiftResponseSchema,
  promotionListQuerySchema,
  promotionListResponseSchema,
  promotionResponseSchema,
  promotionRunBodySchema,
  promotionRunResponseSchema,
  promotionSlugSchema,
  promotionStoresQuerySchema,
  promotionStoresResponseSchema,
  promotionsPaths,
  wheelResponseSchema,
  wheelSpinResponseSchema,
} from '@ornament/api-contract';
import { completedPromotionsPerPage, promotionMessages, promotionsPerPage, wheelMessages } from '@ornament/domain';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addressProgramStores, promotions, stores } from '../../db/schema';
import { clientIpOf } from '../../plugins/clientIp';
import { HttpError } from '../../plugins/httpError';
import { createWindowLimiter } from '../../plugins/windowLimiter';
import { catalogContextOf } from '../catalog/requestContext';
import { answerPicture, type PictureFormat } from '../media/pictureAnswer';
import { local } from '../favorites/local';
import { type BannerSlot, findBanner } from './banners';
import { couponRoutes } from './couponRoutes';
import { checkMayJoin, runPromotion } from './participation';
import { type PictureVariant, pictureSizes, renderPromotionPicture } from './picture';
import { findPromotion, listPromotions, participantsCount, type PromotionList, type PromotionRow, viewerOf } from './repository';
import { promotionOf } from './view';
import { prizeOf, prizesOf, spinOf, spinWheel } from './wheel';

export interface PromotionRoutesOptions {
  now?: () => Date;
}

/** The contract path relative to the prefix, and the same without its trailing slash. */
const both = (path: string): string[] => {
  const relative = local(path);
  return [relative, relative.replace(/\/$/, '')];
};

const typeParams = z.object({ type: promotionSlugSchema });
const typeSlugParams = z.object({ type: promotionSlugSchema, slug: promotionSlugSchema });

export async function promotionRoutes(app: FastifyInstance, options: PromotionRoutesOptions = {}): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const now = options.now ?? (() => new Date());
  await app.register(couponRoutes, { now });
  // The action and the spin hand out promocodes: per address and per shopper.
  const byIp = createWindowLimiter(app.db, { scope: 'promotion-run-ip', limit: 30, windowMs: 60_000 });
  const byUser = createWindowLimiter(app.db, { scope: 'promotion-run-user', limit: 10, windowMs: 60_000 });
  const limit = async (request: FastifyRequest, userId: string, message: string): Promise<void> => {
    if (!(await byIp.hit(clientIpOf(request))) || !(await byUser.hit(userId))) throw new HttpError(429, genericErrorCodes.rateLimited, message);
  };

  const contextOf = (request: FastifyRequest) => {
    const context = catalogContextOf(request.headers);
    return { brand: context.brand ?? ('main' as const), cityGuid: context.cityGuid, currency: context.currency, now: now() };
  };

  async function requirePromotion(request: FastifyRequest, type: string, slug: string): Promise<PromotionRow> {
    const row = await findPromotion(app.db, type, slug, contextOf(request).brand);
    if (!row) throw new HttpError(404, promotionErrorCodes.notFound, promotionMessages.notFound, '/slug');
    return row;
  }

  async function listAnswer(request: FastifyRequest, type: string | null, query: z.infer<typeof promotionListQuerySchema>) {
    const context = contextOf(request);
    const list: PromotionList =
      query.complited === '1' ? 'completed' : query.crosspromo === '1' ? 'crosspromo' : query.slider === '1' ? 'slider' : 'all';
    const perPage = query['per-page'] ?? (list === 'completed' ? completedPromotionsPerPage : promotionsPerPage);
    const page = query.page ?? 1;
    const { rows, total } = await listPromotions(app.db, { list, type, brand: context.brand, now: context.now, page, perPage });
    const viewer = await viewerOf(app.db, await request.sessionUser(), rows.map((row) => row.id));
    return {
      data: rows.map((row) => promotionOf(row, { ...context, viewer })),
      meta: { 'current-page': page, 'page-count': Math.ceil(total / perPage), 'per-page': perPage, 'total-count': total },
    };
  }

  for (const url of both(promotionsPaths.crossPromo)) {
    routes.get(url, { schema: { querystring: promotionListQuerySchema, response: { 200: promotionListResponseSchema } } }, async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return listAnswer(request, null, { ...request.query, crosspromo: '1' });
    });
  }

  for (const url of both(promotionsPaths.list(':type'))) {
    routes.get(url, { schema: { params: typeParams, querystring: promotionListQuerySchema, response: { 200: promotionListResponseSchema } } }, async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return listAnswer(request, request.params.type === 'all' ? null : request.params.type, request.query);
    });
  }

  for (const url of both(promotionsPaths.view(':type', ':slug'))) {
    routes.get(url, { schema: { params: typeSlugParams, response: { 200: promotionResponseSchema } } }, async (request, reply) => {
      const row = await requirePromotion(request, request.params.type, request.params.slug);
      const viewer = await viewerOf(app.db, await request.sessionUser(), [row.id]);
      void reply.header('cache-control', 'private, no-store');
      return { data: promotionOf(row, { ...contextOf(request), viewer }) };
    });
  }

  for (const url of both(promotionsPaths.run)) {
    routes.post(url, { schema: { body: promotionRunBodySchema, response: { 200: promotionRunResponseSchema } } }, async (request) => {
      const user = await request.sessionUser();
      if (!user || user.isGuest) throw new HttpError(401, 'auth_required', promotionMessages.loginToJoin);
      await limit(request, user.id, promotionMessages.tooManyRequests);
      const promotion = await requirePromotion(request, request.body.promotionType, request.body.slug);
      const viewer = await viewerOf(app.db, user, [promotion.id]);
      const { message, promocode } = await runPromotion(app.db, { promotion, userId: user.id, isPartner: viewer.isPartner, cityGuid: contextOf(request).cityGuid, now: now() });
      return { message, promocode };
    });
  }

  for (const url of both(promotionsPaths.stores)) {
    routes.get(url, { schema: { querystring: promotionStoresQuerySchema, response: { 200: promotionStoresResponseSchema } } }, async (request) => {
      const rows = await app.db
        .select({ store: stores })
        .from(addressProgramStores)
        .innerJoin(stores, eq(stores.id, addressProgramStores.storeId))
        .where(eq(addressProgramStores.addressProgramId, request.query['address-program-id']))
        .orderBy(asc(stores.cityGuid), asc(stores.name), asc(stores.id));
      return {
        data: rows.map(({ store }) => ({
          id: String(store.id),
          type: 'stores' as const,
          attributes: { name: store.name, address: store.address, 'city-guid': store.cityGuid, 'point-type': store.type, lat: store.lat, lon: store.lon, phone: store.phone },
        })),
        meta: { 'total-count': rows.length },
      };
    });
  }

  for (const url of both(promotionsPaths.gift(':type', ':slug'))) {
    routes.get(url, { schema: { params: typeSlugParams, response: { 200: promotionGiftResponseSchema } } }, async (request) => {
      const row = await requirePromotion(request, request.params.type, request.params.slug);
      const gift = row.gift;
      if (!gift) return { data: null };
      const currency = contextOf(request).currency;
      return { data: { title: gift.title, description: gift.description, article: gift.article, 'min-order-sum': gift.minOrderSum?.[currency] ?? null } };
    });
  }

  for (const url of both(promotionsPaths.membershipInfo)) {
    routes.get(url, { schema: { querystring: membershipInfoQuerySchema, response: { 200: membershipInfoResponseSchema } } }, async (request, reply) => {
      const row = await requirePromotion(request, request.query.type, request.query.slug);
      const user = await request.sessionUser();
      const viewer = await viewerOf(app.db, user, [row.id]);
      const promocode = viewer.promocodes.get(row.id) ?? null;
      const context = contextOf(request);
      let message: string = promocode !== null ? promotionMessages.alreadyJoined : viewer.isGuest ? promotionMessages.loginToJoin : '';
      if (promocode === null && !viewer.isGuest) {
        try {
          checkMayJoin({ promotion: row, isPartner: viewer.isPartner, cityGuid: context.cityGuid, now: context.now });
        } catch (error) {
          if (error instanceof HttpError) message = error.detail;
          else throw error;
        }
      }
      void reply.header('cache-control', 'private, no-store');
      return { data: { 'is-member': promocode !== null, 'participants-count': await participantsCount(app.db, row.id), promocode, message } };
    });
  }

  for (const url of both(promotionsPaths.wheel(':type', ':slug'))) {
    routes.get(url, { schema: { params: typeSlugParams, response: { 200: wheelResponseSchema } } }, async (request, reply) => {
      const row = await requirePromotion(request, request.params.type, request.params.slug);
      const user = await request.sessionUser();
      const prizes = await prizesOf(app.db, row.id);
      void reply.header('cache-control', 'private, no-store');
      return {
        data: {
          title: row.title,
          description: row.previewDescription,
          'ended-at': row.endedAt?.toISOString() ?? null,
          finished: row.endedAt !== null && row.endedAt.getTime() <= now().getTime(),
          promotionParams: { slug: row.slug, type: row.typeSlug },
          prizes: prizes.map(prizeOf),
          spin: user && !user.isGuest ? await spinOf(app.db, row.id, user.id) : null,
        },
      };
    });
  }

  for (const url of both(promotionsPaths.wheelSpin(':type', ':slug'))) {
    routes.post(url, { schema: { params: typeSlugParams, response: { 200: wheelSpinResponseSchema } } }, async (request) => {
      const user = await request.sessionUser();
      if (!user || user.isGuest) throw new HttpError(401, 'auth_required', wheelMessages.loginToSpin);
      await limit(request, user.id, promotionMessages.tooManyRequests);
      const row = await requirePromotion(request, request.params.type, request.params.slug);
      return { data: await spinWheel(app.db, { promotion: row, userId: user.id, now: now() }) };
    });
  }

  const bannerSlots: [string, BannerSlot][] = [
    [promotionsPaths.bannerCatalog, 'catalog'],
    [promotionsPaths.bannerCatalogTop, 'catalog-top'],
    [promotionsPaths.bannerProduct, 'product'],
  ];
  for (const [path, slot] of bannerSlots) {
    for (const url of [...both(path), ...both(path.replace('/v4/', '/v3/'))]) {
      routes.post(url, { schema: { body: bannerFilterBodySchema, response: { 200: bannerFilterResponseSchema } } }, async (request) => ({
        data: await findBanner(app.db, slot, request.body, contextOf(request)),
      }));
    }
  }

  // As WebP for the pages (an SVG <img> costs the browser's main thread a document of its own), or
  // the drawing itself as SVG.
  routes.get(local(promotionsPaths.picture(':slug', ':file')).replace(/:file\.webp$/, ':file'), { schema: { params: pictureParamsSchema } }, async (request, reply) => {
    const [row] = await app.db.select().from(promotions).where(eq(promotions.slug, request.params.slug)).limit(1);
    if (!row) throw new HttpError(404, promotionErrorCodes.notFound, promotionMessages.notFound, '/path/slug');
    const [variant, format] = request.params.file.split('.') as [PictureVariant, PictureFormat];
    const [width, height] = pictureSizes[variant];
    return answerPicture(request, reply, { svg: renderPromotionPicture(row, variant), format, width, height, cacheControl: 'public, max-age=86400' });
  });
}
