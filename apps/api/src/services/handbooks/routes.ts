// Handbooks under /api/sklv (spec 1 §7, spec 2 §7).
import { currencyRatesResponseSchema, deliveryInfoResponseSchema } from '@ornament/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../plugins/httpError';
import { requestCountry } from '../geo/cities';
import { currencyRatesAt, deliveryInfoOf } from './handbooks';

const deliveryInfoMissing = 'No delivery tariffs for this country';

const handbooksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/v5/handbooks/delivery-info/', { schema: { response: { 200: deliveryInfoResponseSchema } } }, async (request) => {
    const data = await deliveryInfoOf(app.db, requestCountry(request.headers));
    if (!data) throw HttpError.notFound(deliveryInfoMissing);
    return { data };
  });

  app.get('/v5/handbooks/currency-rates/', { schema: { response: { 200: currencyRatesResponseSchema } } }, async () =>
    currencyRatesAt(new Date()),
  );
};

export default handbooksRoutes;
