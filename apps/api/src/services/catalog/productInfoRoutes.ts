// GET additional-info/?url_codes= and GET product-info/{id}/ (spec 2 §7).
import { additionalInfoResponseSchema, genericErrorCodes, paths, productInfoParamsSchema, productInfoResponseSchema, services, urlCodesQuerySchema } from '@ornament/api-contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../../plugins/httpError';
import { loadTariffs } from '../offers/tariffs';
import { headerZone, localDay, zoneOfCity } from '../offers/zone';
import { additionalInfoOf } from './additionalInfo';
import { toProductInfo } from './productInfo';
import { catalogContextOf } from './requestContext';

const local = (path: string) => path.slice(services.catalog.length).replaceAll('%3A', ':');

export async function productInfoRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const repository = app.catalogRepository;

  // Stock and the local day change all the time, and the answer is the shopper's city's: not cached.
  routes.get(
    local(paths.additionalInfo),
    { schema: { querystring: urlCodesQuerySchema, response: { 200: additionalInfoResponseSchema } } },
    async (request, reply) => {
      const context = catalogContextOf(request.headers);
      const now = new Date();
      const zone = zoneOfCity(context.cityGuid, headerZone(request.headers, now), context.country, now);
      const [found, book] = await Promise.all([repository.cityStock(context, [...new Set(request.query.url_codes)]), loadTariffs(app.db, [context.country])]);
      const info = { country: context.country, cityGuid: context.cityGuid, tariffs: book.of(context.country, context.cityGuid), today: localDay(zone, now) };
      void reply.header('cache-control', 'private, no-cache');
      return { data: found.map((product) => additionalInfoOf(product, info)), meta: { city_guid: context.cityGuid, timezone: zone.name } };
    },
  );

  routes.get(
    local(paths.productInfo(':id')),
    { schema: { params: productInfoParamsSchema, response: { 200: productInfoResponseSchema } } },
    async (request) => {
      const context = catalogContextOf(request.headers);
      // Catalogue data only: kept in the catalogue's read cache, dropped when the product or the catalogue changes.
      const info = await app.catalogCache.get(
        `product-info|${context.currency}|${request.params.id}`,
        async () => {
          const row = await repository.productById(context, Number(request.params.id));
          if (!row) throw new HttpError(404, genericErrorCodes.notFound, 'Product not found', '/path/id');
          return toProductInfo(row);
        },
        { articlesOf: (found) => [found.article] },
      );
      return { data: info };
    },
  );
}
