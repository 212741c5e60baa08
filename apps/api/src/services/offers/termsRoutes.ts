// The offers service's product sizes and delivery terms (spec 3 §7 "Offers service").
import { deliveryTermsResponseSchema, genericErrorCodes, offerSizesParamsSchema, offerSizesResponseSchema, paths, services } from '@ornament/api-contract';
import { countries } from '@ornament/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../../plugins/httpError';
import { currencyOfCode } from '../catalog/productMapper';
import { catalogContextOf } from '../catalog/requestContext';
import { countryInfoOf, termsCityOf, typesInfoOf } from './deliveryTerms';
import { offerSizesOf } from './sizes';
import { loadTariffs } from './tariffs';
import { headerZone, localDay, zoneOfCity } from './zone';

const local = (path: string) => path.slice(services.offer.length);

export async function termsRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    local(paths.offerSizes(':urlCode')).replace('%3A', ':'),
    { schema: { params: offerSizesParamsSchema, response: { 200: offerSizesResponseSchema } } },
    async (request) => {
      const context = catalogContextOf(request.headers);
      const found = await offerSizesOf(app.db, context, request.params.urlCode);
      if (!found) throw new HttpError(404, genericErrorCodes.notFound, 'Product not found', '/urlCode');
      return { data: found.sizes, meta: { url_code: request.params.urlCode, article: found.article, currency: currencyOfCode(context.currency) } };
    },
  );

  routes.get(local(paths.deliveryTerms), { schema: { response: { 200: deliveryTermsResponseSchema } } }, async (request) => {
    const context = catalogContextOf(request.headers);
    const city = termsCityOf(request.headers, context.country);
    const country = city.countryCode;
    const now = new Date();
    const zone = zoneOfCity(city.guid, headerZone(request.headers, now), country, now);
    const tariffs = (await loadTariffs(app.db, [country])).of(country, city.guid);
    return {
      data: { country_info: countryInfoOf(country), types_info: typesInfoOf(tariffs, localDay(zone, now)) },
      meta: { city_guid: city.guid, timezone: zone.name, currency: currencyOfCode(countries[country].currency) },
    };
  });
}
