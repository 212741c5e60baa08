// The catalogue's operator call (registered under services.catalog): PATCH admin/products/{article}/
// with the CATALOG_ADMIN_TOKEN bearer changes a product's price and stock (productUpdate.ts).
import { catalogAdminPaths, productUpdateBodySchema, productUpdateResponseSchema, services } from '@ornament/api-contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../plugins/httpError';
import { operatorAuthorised } from '../../plugins/operatorToken';
import { updateProduct } from './productUpdate';

/** Outside production without CATALOG_ADMIN_TOKEN, product:update and the tests use this. */
export const developmentCatalogAdminToken = 'ornament-development-catalog-admin';

export interface CatalogAdminRoutesOptions {
  /** Null: the call authorises nobody (production without CATALOG_ADMIN_TOKEN). */
  adminToken: string | null;
}

export async function catalogAdminRoutes(app: FastifyInstance, { adminToken }: CatalogAdminRoutesOptions): Promise<void> {
  const path = catalogAdminPaths.productUpdate(':article').replace('%3A', ':').slice(services.catalog.length);
  app.withTypeProvider<ZodTypeProvider>().patch(
    path,
    { schema: { params: z.object({ article: z.string().min(1).max(120) }), body: productUpdateBodySchema, response: { 200: productUpdateResponseSchema } } },
    async (request) => {
      if (!operatorAuthorised(adminToken, request.headers.authorization)) throw new HttpError(401, 'operator_required', 'Operator token required');
      return { data: await updateProduct(app.db, request.params.article, request.body) };
    },
  );
}
