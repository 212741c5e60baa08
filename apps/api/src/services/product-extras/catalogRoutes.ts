// Product-page extras of the catalogue service (spec 2 §7): installment-pay and product-kit.
import { installmentResponseSchema, paths, productKitQuerySchema, productKitResponseSchema, services } from '@ornament/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../plugins/httpError';
import { productByIdentifier } from '../catalog/productRepository';
import { toProduct } from '../catalog/productMapper';
import { catalogContextOf } from '../catalog/requestContext';
import { installmentInfo } from './installment';
import { kitOf, kitOwnerByUrlCode } from './kits';

const local = (path: string) => path.slice(services.catalog.length).replace('%3A', ':');

const idParams = z.object({ id: z.string().regex(/^[\w.-]{1,120}$/, 'is not an article or url code') });
const urlCodeParams = z.object({ urlcode: z.string().regex(/^[a-z0-9-]{1,120}$/, 'is not a url code') });

export const productCatalogExtrasRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(local(paths.installmentPay(':id')), { schema: { params: idParams, response: { 200: installmentResponseSchema } } }, async (request) => {
    const context = catalogContextOf(request.headers);
    const product = await productByIdentifier(app.db, context, request.params.id);
    if (!product) throw HttpError.notFound('Product not found');
    return { data: installmentInfo(product.price, context) };
  });

  app.get(
    local(paths.productKit(':urlcode')),
    { schema: { params: urlCodeParams, querystring: productKitQuerySchema, response: { 200: productKitResponseSchema } } },
    async (request) => {
      const context = catalogContextOf(request.headers);
      const owner = await kitOwnerByUrlCode(app.db, context, request.params.urlcode);
      if (!owner) throw HttpError.notFound('Product not found');
      const { page, per_page: perPage } = request.query;
      const kit = await kitOf(app.db, context, owner, { page, perPage });
      return {
        data: kit.rows.map((row) => toProduct(row, context)),
        meta: { url_code: request.params.urlcode, 'current-page': page, 'per-page': perPage, 'total-count': kit.total },
      };
    },
  );
};
