// The geo service's own calls (spec 1 §7 "GET geo fias lookup", "GET settlement lookup by IP"),
// registered under services.geo ('/api/serviceGeo'): a reference city by FIAS code or by GUID, and
// the city the caller's address suggests. Reference answers are the same for everyone and cached;
// the IP guess is the caller's own and never is.
import { cityGuidParamsSchema, cityResponseSchema, fiasQuerySchema, genericErrorCodes, geoPaths, services } from '@ornament/api-contract';
import { cityByGuid } from '@ornament/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientIpOf } from '../../plugins/clientIp';
import { HttpError } from '../../plugins/httpError';
import { coverageOf, toApiCity } from './cities';
import { cityByFiasCode } from './fias';
import { cityGuidByIp } from './repository';

/** A contract path relative to the geo prefix, with its `:name` parameters. */
const local = (path: string) => path.slice(services.geo.length).replace(/%3A(\w+)/g, ':$1');
const referenceCache = 'public, max-age=3600';

export const geoServiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(local(geoPaths.fias), { schema: { querystring: fiasQuerySchema, response: { 200: cityResponseSchema } } }, async (request, reply) => {
    const city = cityByFiasCode(request.query.code);
    if (!city) throw new HttpError(404, genericErrorCodes.notFound, 'No city with this FIAS code', '/query/code');
    void reply.header('cache-control', referenceCache);
    return { data: toApiCity(city) };
  });

  app.get(local(geoPaths.city(':guid')), { schema: { params: cityGuidParamsSchema, response: { 200: cityResponseSchema } } }, async (request, reply) => {
    const city = cityByGuid(request.params.guid);
    if (!city) throw new HttpError(404, genericErrorCodes.notFound, 'City not found', '/path/guid');
    void reply.header('cache-control', referenceCache);
    return { data: toApiCity(city) };
  });

  // The address is the connection's, or what a trusted proxy (TRUST_PROXY) forwarded: a browser's own
  // X-Forwarded-For never picks the city. A guess outside the brand's countries is no guess.
  app.get(local(geoPaths.settlementByIp), { schema: { response: { 200: cityResponseSchema } } }, async (request, reply) => {
    void reply.header('cache-control', 'private, no-store');
    const guid = await cityGuidByIp(app.db, clientIpOf(request));
    const city = guid === undefined ? undefined : cityByGuid(guid);
    if (!city || !coverageOf(request.headers).includes(city.countryCode)) throw HttpError.notFound('No city matches the address');
    return { data: toApiCity(city) };
  });
};
