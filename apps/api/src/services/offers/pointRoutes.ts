// The checkout map's calls of the offers service (spec 3 §7): offer/points/, offer/points-cluster/,
// offer/data/. Points are placed for the session basket's selected lines (a guest's too), or for the
// offers filter[offer] names.
import {
  deliveryErrorCodes,
  offerPointDataQuerySchema,
  offerPointDataResponseSchema,
  offerPointsClusterQuerySchema,
  offerPointsClusterResponseSchema,
  offerPointsQuerySchema,
  offerPointsResponseSchema,
  paths,
  services,
} from '@ornament/api-contract';
import { type CountryCode, cityByGuid } from '@ornament/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { HttpError } from '../../plugins/httpError';
import { currencyOfCode } from '../catalog/productMapper';
import { catalogContextOf } from '../catalog/requestContext';
import { type PointContext, buildPoint, weekOf } from './pointBuilder';
import { type PointRow, type PointScope, clusterPoints, findPoint, findPoints } from './pointQuery';
import { loadLineStock } from './pointStock';
import { basketLines, namedLines } from './lines';
import { loadTariffs } from './tariffs';
import { headerZone, localDay, zoneOfCity } from './zone';

const local = (path: string) => path.slice(services.offer.length);

type Filters = Pick<
  z.output<typeof offerPointsQuerySchema>,
  'filter[city]' | 'filter[bounds]' | 'filter[point_type]' | 'filter[pvz_types]' | 'filter[partial_redemption]' | 'filter[return_option]' | 'filter[delivery_service]'
>;

const flag = (value: 'Y' | 'N' | undefined) => (value === undefined ? null : value === 'Y');

/** Without a city or bounds, the points of the shopper's city (X-City-Uuid). */
function scopeOf(query: Filters, headerCity: string): PointScope {
  const bounds = query['filter[bounds]'] ?? null;
  return {
    cityGuid: query['filter[city]'] ?? (bounds ? null : headerCity),
    bounds,
    pointTypes: query['filter[point_type]'] ?? ['retail', 'pvz'],
    pvzTypes: query['filter[pvz_types]'] ?? null,
    partialRedemption: flag(query['filter[partial_redemption]']),
    returnOption: flag(query['filter[return_option]']),
    deliveryServices: query['filter[delivery_service]'] ?? null,
  };
}

export async function pointRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  /** Lines, stock, tariffs and clocks for the rows about to be shown. */
  async function contextFor(request: FastifyRequest, offers: readonly string[] | undefined, rows: readonly PointRow[], country: CountryCode): Promise<PointContext> {
    const user = offers ? null : await request.sessionUser();
    const lines = offers ? await namedLines(app.db, offers) : await basketLines(app.db, user?.id ?? null);
    const storeIds = rows.flatMap((row) => (row.store_id === null ? [] : [row.store_id]));
    const countries = new Set<CountryCode>([country, ...rows.map((row) => cityByGuid(row.city_guid)?.countryCode ?? country)]);
    const [stock, tariffs] = await Promise.all([loadLineStock(app.db, lines, storeIds), loadTariffs(app.db, [...countries])]);
    const now = new Date();
    const fallbackZone = headerZone(request.headers, now);
    return { lines, stock, tariffs, fallbackCountry: country, dayOf: (cityGuid) => localDay(zoneOfCity(cityGuid, fallbackZone, country, now), now) };
  }

  function zoneName(request: FastifyRequest, cityGuid: string, country: CountryCode): string {
    const now = new Date();
    return zoneOfCity(cityGuid, headerZone(request.headers, now), country, now).name;
  }

  routes.get(local(paths.offerPoints), { schema: { querystring: offerPointsQuerySchema, response: { 200: offerPointsResponseSchema } } }, async (request, reply) => {
    void reply.header('cache-control', 'private, no-store');
    const context = catalogContextOf(request.headers);
    const query = request.query;
    const scope = scopeOf(query, context.cityGuid);
    const centreCity = cityByGuid(scope.cityGuid ?? context.cityGuid);
    const centre = scope.bounds
      ? { lat: (scope.bounds.south + scope.bounds.north) / 2, lon: (scope.bounds.west + scope.bounds.east) / 2 }
      : { lat: centreCity?.lat ?? 0, lon: centreCity?.lon ?? 0 };
    const page = await findPoints(app.db, scope, centre, query.limit);
    const country = centreCity?.countryCode ?? context.country;
    const pointContext = await contextFor(request, query['filter[offer]'], page.rows, country);
    return {
      data: page.rows.map((row) => buildPoint(row, pointContext)),
      meta: {
        'total-count': page.total,
        city_guid: scope.cityGuid,
        bounds: scope.bounds,
        currency: currencyOfCode(context.currency),
        timezone: zoneName(request, scope.cityGuid ?? context.cityGuid, country),
      },
    };
  });

  routes.get(
    local(paths.offerPointsCluster),
    { schema: { querystring: offerPointsClusterQuerySchema, response: { 200: offerPointsClusterResponseSchema } } },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      const query = request.query;
      const zoom = query['filter[zoom]'];
      const { cells, total } = await clusterPoints(app.db, scopeOf(query, ''), zoom);
      return {
        data: cells.map((cell) => ({
          id: `${zoom}:${cell.cx}:${cell.cy}`,
          lat: cell.lat,
          lon: cell.lon,
          count: cell.count,
          retail_count: cell.retail_count,
          pvz_count: cell.count - cell.retail_count,
          bounds: { south: cell.south, west: cell.west, north: cell.north, east: cell.east },
          point_id: cell.point_id,
        })),
        meta: { zoom, 'total-count': total },
      };
    },
  );

  routes.get(
    local(paths.offerPointData),
    { schema: { querystring: offerPointDataQuerySchema, response: { 200: offerPointDataResponseSchema } } },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      const context = catalogContextOf(request.headers);
      const row = await findPoint(app.db, request.query['filter[point]']);
      if (!row) throw new HttpError(404, deliveryErrorCodes.pointNotFound, 'Point not found', '/query/filter[point]');
      const country = cityByGuid(row.city_guid)?.countryCode ?? context.country;
      const point = buildPoint(row, await contextFor(request, request.query['filter[offer]'], [row], country));
      const schedule = row.kind === 'retail' ? weekOf(row.opening_hours).flatMap((hours, i) => (hours ? [{ day: i + 1, ...hours }] : [])) : [];
      return {
        data: { ...point, phone: row.phone, schedule },
        meta: { currency: currencyOfCode(context.currency), timezone: zoneName(request, row.city_guid, country) },
      };
    },
  );
}
