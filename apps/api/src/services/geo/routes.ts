// Geo calls (spec 1 §7): city search and choice under /api/common, location check under /api/sklv,
// and the server clock under /api/common.
import {
  citiesResponseSchema,
  cityByNameQuerySchema,
  cityResponseSchema,
  contextCookies,
  genericErrorCodes,
  locationCheckResponseSchema,
  requestHeaders,
  setRegionBodySchema,
  timeResponseSchema,
} from '@ornament/api-contract';
import { cityByGuid, defaultTimeZone, searchCities } from '@ornament/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../plugins/httpError';
import { parseCookieHeader, regionCookies } from './cookies';
import { coverageOf, headerValue, requestCountry, toApiCity } from './cities';
import { resolveLocation } from './location';
import { cityGuidByIp } from './repository';
import { timeIn } from './time';
import { clientIpOf } from '../../plugins/clientIp';

export interface GeoRoutesOptions {
  /** Mark the context cookies Secure (production behind HTTPS). */
  secureCookies?: boolean;
}

/** Registered under services.common ('/api/common'). */
export const commonRoutes: FastifyPluginAsyncZod<GeoRoutesOptions> = async (app, options) => {
  app.get('/ajax/get-city-by-name/', { schema: { querystring: cityByNameQuerySchema, response: { 200: citiesResponseSchema } } }, async (request) => {
    const coverage = coverageOf(request.headers);
    const wanted = request.query.country?.filter((code) => coverage.includes(code)) ?? coverage;
    return { data: searchCities(request.query.suggest, wanted).map(toApiCity) };
  });

  app.post('/ajax/set-region/', { schema: { body: setRegionBodySchema, response: { 200: cityResponseSchema } } }, async (request, reply) => {
    const city = cityByGuid(request.body.guid_city);
    if (!city || !coverageOf(request.headers).includes(city.countryCode)) {
      throw new HttpError(404, genericErrorCodes.notFound, 'City not found', '/data/guid_city');
    }
    void reply.header('set-cookie', regionCookies(city, options.secureCookies === true || request.protocol === 'https'));
    return { data: toApiCity(city) };
  });

  app.get('/time/', { schema: { response: { 200: timeResponseSchema } } }, async (request) => {
    const zone = headerValue(request.headers, requestHeaders.timezone) ?? defaultTimeZone;
    const time = timeIn(zone, new Date());
    if (!time) throw HttpError.badRequest(`Unknown time zone: ${zone.slice(0, 64)}`, '/headers/timezone');
    return { data: time };
  });
};

/** Registered under services.main ('/api/sklv'). */
export const sklvRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/v5/location/check/', { schema: { response: { 200: locationCheckResponseSchema } } }, async (request) => {
    const cookies = parseCookieHeader(request.headers.cookie);
    const resolved = resolveLocation({
      headerCityGuid: headerValue(request.headers, requestHeaders.cityId),
      cookieCityGuid: cookies[contextCookies.cityId],
      coverage: coverageOf(request.headers),
      country: requestCountry(request.headers),
      ipCityGuid: await cityGuidByIp(app.db, clientIpOf(request)),
    });
    return { data: { city: toApiCity(resolved.city), source: resolved.source, need_confirm: resolved.needConfirm } };
  });
};
