// What a shopper leaves on product pages (spec 2 §7), under the main service: back-in-stock
// requests and viewed products, both owned by the session user (a guest gets a 'fake user').
import {
  availableRequestBodySchema,
  availableRequestResponseSchema,
  genericErrorCodes,
  paths,
  services,
  viewedProductBodySchema,
  viewedProductsQuerySchema,
  viewedProductsResponseSchema,
} from '@ornament/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../plugins/httpError';
import { toProduct } from '../catalog/productMapper';
import { catalogContextOf } from '../catalog/requestContext';
import { checkProductSize, saveAvailabilityRequest } from './availabilityRequests';
import { lastViewed, productExists, recordView } from './viewedProducts';

const local = (path: string) => path.slice(services.main.length);

const sizeProblems = {
  'no-product': () => new HttpError(404, genericErrorCodes.notFound, 'Product not found', '/data/attributes/article'),
  'no-size': () => HttpError.badRequest('The product has no such size', '/data/attributes/size'),
  'size-required': () => HttpError.badRequest('Choose a size of this product', '/data/attributes/size'),
} as const;

export const productShopperRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    local(paths.addAvailableRequest),
    { schema: { body: availableRequestBodySchema, response: { 200: availableRequestResponseSchema, 201: availableRequestResponseSchema } } },
    async (request, reply) => {
      const { article, size = '', email, phone } = request.body.data.attributes;
      const check = await checkProductSize(app.db, article, size.trim());
      if (check !== 'ok') throw sizeProblems[check]();
      const user = await request.ensureSessionUser(reply);
      const saved = await saveAvailabilityRequest(app.db, { userId: user.id, article, size: size.trim(), email: email ?? null, phone: phone ?? null });
      void reply.status(saved.created ? 201 : 200);
      return { data: { id: String(saved.id), type: 'AvailableRequest' as const, attributes: { article, size: size.trim(), created: saved.created } } };
    },
  );

  app.post(local(paths.viewedProduct), { schema: { body: viewedProductBodySchema } }, async (request, reply) => {
    const { url_code: urlCode } = request.body.data.attributes;
    if (!(await productExists(app.db, urlCode))) throw new HttpError(404, genericErrorCodes.notFound, 'Product not found', '/data/attributes/url_code');
    const user = await request.ensureSessionUser(reply);
    await recordView(app.db, user.id, urlCode);
    return reply.status(204).send();
  });

  app.get(
    local(paths.viewedProduct),
    { schema: { querystring: viewedProductsQuerySchema, response: { 200: viewedProductsResponseSchema } } },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      const user = await request.sessionUser();
      if (!user) return { data: [] };
      const context = catalogContextOf(request.headers);
      const rows = await lastViewed(app.db, context, user.id, request.query.exclude);
      return { data: rows.map((row) => toProduct(row, context)) };
    },
  );
};

