// Handbooks under /api/sklv (spec 1 §7, spec 2 §7).
import { currencyRatesResponseSchema, deliveryInfoResponseSchema } from '@ornament/api-contract';
import { countries } from '@ornament/domain';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestCountry } from '../geo/cities';
import { currencyRatesAt, deliveryInfoOf } from './handbooks';

const handbooksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/v5/handbooks/delivery-info/', { schema: { response: { 200: deliveryInfoResponseSchema } } }, async (request) => ({
    data: deliveryInfoOf(countries[requestCountry(request.headers)].currency),
  }));

  app.get('/v5/handbooks/currency-rates/', { schema: { response: { 200: currencyRatesResponseSchema } } }, async () =>
    currencyRatesAt(new Date()),
  );
};

export default handbooksRoutes;
