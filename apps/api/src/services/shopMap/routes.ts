// The shop map's routes (spec 3 §7 "Meta, reviews, search and shops"), public and cacheable for a
// minute: v4 stores/ (paged points by bounds, city, point types, named filters, text, on-map and
// address programme), stores/{id}/ with work_time_holiday, stores/count/, geocode/ and v5 store/.
// Each path answers slashed and unslashed, as storefronts with `trailingSlash` may send either.
import {
  cityStoresQuerySchema,
  cityStoresResponseSchema,
  geocodeQuerySchema,
  geocodeResponseSchema,
  shopMapErrorCodes,
  shopMapPaths,
  storeDetailResponseSchema,
  storeIdParamsSchema,
  storesCountQuerySchema,
  storesCountResponseSchema,
  storesPageSizeDefault,
  storesQuerySchema,
  storesResponseSchema,
  type StorePointType,
} from '@ornament/api-contract';
import { shopMapServerMessages as m } from '@ornament/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../../plugins/httpError';
import { local } from '../favorites/local';
import { shopMapFilters, typesOfFilterNames } from './filters';
import { geocode } from './geocode';
import { cityPoints, pointCounts, pointsPage, storeById, upcomingHolidays } from './repository';
import { storeDetailView, storePointView } from './views';

export interface ShopMapRoutesOptions {
  /** The clock deciding which holiday exceptions are upcoming; tests move it. */
  now?: () => Date;
}

const bothSlashes = (path: string) => [local(path), local(path).replace(/\/$/, '')];
const publicCache = 'public, max-age=60';

export async function shopMapRoutes(app: FastifyInstance, options: ShopMapRoutesOptions = {}): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const now = options.now ?? (() => new Date());

  for (const url of bothSlashes(shopMapPaths.stores)) {
    routes.get(url, { schema: { querystring: storesQuerySchema, response: { 200: storesResponseSchema } } }, async (request, reply) => {
      const query = request.query;
      const typeLists: (readonly StorePointType[])[] = [];
      if (query['filter[point_type]']?.length) typeLists.push(query['filter[point_type]']);
      const named = typesOfFilterNames(await shopMapFilters(app.db), query['filter[filtersName]']);
      if (named) typeLists.push(named);
      const perPage = query['per-page'] ?? storesPageSizeDefault;
      const { rows, total } = await pointsPage(
        app.db,
        {
          bounds: query['filter[bounds]'],
          cityGuid: query['filter[city_guid]'],
          typeLists,
          text: query['filter[text]'] || undefined,
          onMap: query['filter[on_map]'] === undefined ? undefined : query['filter[on_map]'] === 'true',
          addressProgramId: query['address-program-id'],
        },
        query.page,
        perPage,
      );
      void reply.header('cache-control', publicCache);
      return {
        data: rows.map(storePointView),
        meta: { 'current-page': query.page, 'page-count': Math.ceil(total / perPage), 'per-page': perPage, 'total-count': total },
      };
    });
  }

  for (const url of bothSlashes(shopMapPaths.storesCount)) {
    routes.get(url, { schema: { querystring: storesCountQuerySchema, response: { 200: storesCountResponseSchema } } }, async (request, reply) => {
      const data = await pointCounts(app.db, { cityGuid: request.query.city_guid, addressProgramId: request.query['address-program-id'] });
      void reply.header('cache-control', publicCache);
      return { data };
    });
  }

  for (const url of bothSlashes(shopMapPaths.store(':id'))) {
    routes.get(url, { schema: { params: storeIdParamsSchema, response: { 200: storeDetailResponseSchema } } }, async (request, reply) => {
      const row = await storeById(app.db, request.params.id);
      if (!row) throw new HttpError(404, shopMapErrorCodes.unknownStore, m.unknownStore, '/id');
      const holidays = await upcomingHolidays(app.db, row.id, now().toISOString().slice(0, 10));
      void reply.header('cache-control', publicCache);
      return { data: storeDetailView(row, holidays) };
    });
  }

  for (const url of bothSlashes(shopMapPaths.geocode)) {
    routes.get(url, { schema: { querystring: geocodeQuerySchema, response: { 200: geocodeResponseSchema } } }, async (request, reply) => {
      void reply.header('cache-control', publicCache);
      return { data: await geocode(app.db, request.query.geocode) };
    });
  }

  for (const url of bothSlashes(shopMapPaths.cityStores)) {
    routes.get(url, { schema: { querystring: cityStoresQuerySchema, response: { 200: cityStoresResponseSchema } } }, async (request, reply) => {
      void reply.header('cache-control', publicCache);
      return { data: (await cityPoints(app.db, request.query['filter[city_guid]'])).map(storePointView) };
    });
  }
}
