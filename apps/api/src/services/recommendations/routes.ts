// Recommendation routes of the catalogue service (spec 2 §7): personal-recommendations for a
// listing, alternatives and cross-sell for a product. Registered by the catalogue routes, which own
// the repository and the dictionary these share.
import {
  paths,
  personalRecommendationsQuerySchema,
  recommendationsResponseSchema,
  services,
  type RecommendationKind,
  type RecommendationsResponse,
} from '@ornament/api-contract';
import { serverMessageMarkers } from '@ornament/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../plugins/httpError';
import type { CatalogRepository } from '../catalog/repository';
import { toProduct } from '../catalog/productMapper';
import type { FullProductRow } from '../catalog/productRows';
import { type CatalogContext, catalogContextOf } from '../catalog/requestContext';
import { recommendationVariantOf } from './abVariant';
import { alternatives, crossSell, personalRecommendations } from './repository';
import { selectionOfUrl } from './selectionOfUrl';

export interface RecommendationRoutesOptions {
  repository: CatalogRepository;
}

const identifierParams = z.object({ id: z.string().min(1).max(120) });

function local(path: string): string {
  return path.slice(services.catalog.length).replace('%3A', ':');
}

function answer(kind: RecommendationKind, rows: FullProductRow[], context: CatalogContext): RecommendationsResponse {
  return { data: rows.map((row) => toProduct(row, context)), meta: { kind, 'total-count': rows.length } };
}

export async function recommendationRoutes(app: FastifyInstance, { repository }: RecommendationRoutesOptions): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const response = { 200: recommendationsResponseSchema };

  routes.get(
    local(paths.personalRecommendations),
    { schema: { querystring: personalRecommendationsQuerySchema, response } },
    async (request) => {
      const context = catalogContextOf(request.headers);
      const filters = request.query.filters?.trim();
      if (!filters) {
        request.log.info(serverMessageMarkers.recommendationsWithoutFilters);
        return answer('personal', [], context);
      }
      const dictionary = await repository.dictionary();
      const selection = selectionOfUrl(filters, dictionary);
      return answer('personal', await personalRecommendations(app.db, { selection, context, dictionary }), context);
    },
  );

  async function productOf(context: CatalogContext, id: string): Promise<FullProductRow> {
    const product = await repository.product(context, id);
    if (!product) throw HttpError.notFound('Product not found');
    return product;
  }

  routes.get(local(paths.alternatives(':id')), { schema: { params: identifierParams, response } }, async (request) => {
    const context = catalogContextOf(request.headers);
    const product = await productOf(context, request.params.id);
    return answer('alternatives', await alternatives(app.db, context, product, recommendationVariantOf(request.headers, context)), context);
  });

  routes.get(local(paths.crossSell(':id')), { schema: { params: identifierParams, response } }, async (request) => {
    const context = catalogContextOf(request.headers);
    const [product, dictionary] = await Promise.all([productOf(context, request.params.id), repository.dictionary()]);
    return answer('cross-sell', await crossSell(app.db, context, dictionary, product, recommendationVariantOf(request.headers, context)), context);
  });
}
