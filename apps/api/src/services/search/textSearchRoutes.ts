// Text-search results and their filters (issue 3 "Search"), beside the catalogue listing under the
// catalogue prefix: the catalogue's listing shape, ranked by relevance; no match is a 200, not a 404.
import {
  URL_IS_INVALID,
  catalogListingSchema,
  filtersResponseSchema,
  genericErrorCodes,
  paths,
  responseHeaders,
  services,
  textSearchQuerySchema,
} from '@ornament/api-contract';
import { queryFromUrlSlug } from '@ornament/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../plugins/httpError';
import { buildFilters } from '../catalog/filters';
import { listingQuerySchema, selectionOf } from '../catalog/listingQuery';
import { toProduct } from '../catalog/productMapper';
import type { CatalogRepository } from '../catalog/repository';
import { catalogContextOf } from '../catalog/requestContext';
import type { ListingSelection } from '../catalog/selection';
import { filtersUnderSearch, parseSearchPath, searchListingMeta } from './searchListing';
import type { SearchService } from './service';
import { textMatchOf } from './tsquery';

export interface TextSearchRoutesOptions {
  search: SearchService;
  repository: CatalogRepository;
}

const wildcardParams = z.object({ '*': z.string() });
/** The catalogue's query (paging, sorts, size and price facets) plus the contract's raw `q`. */
const searchQuerySchema = listingQuerySchema.extend({ q: textSearchQuerySchema.shape.q });

/** `/v2/catalog/products-search/text/*` from the catalogue service prefix this plugin is registered under. */
function underText(listingPath: string): string {
  return `${listingPath.slice(services.catalog.length)}/products-search/text/*`;
}

export const textSearchRoutes: FastifyPluginAsyncZod<TextSearchRoutesOptions> = async (app, { search, repository }) => {
  /** The selection, the query searched and its full-text match (null when nothing can match). */
  async function resolve(rest: string, query: z.infer<typeof searchQuerySchema>) {
    const [dictionary, index] = await Promise.all([repository.dictionary(), search.index()]);
    const path = parseSearchPath(rest, dictionary);
    if (!path) throw new HttpError(404, genericErrorCodes.invalidUrl, URL_IS_INVALID);
    const raw = query.q ?? queryFromUrlSlug(path.slug, index.vocabulary);
    const plan = await search.plan(raw, query.q === undefined ? '/path/slug' : '/query/q');
    const selection: ListingSelection = selectionOf(path.filters, query);
    const shown = plan.correction ?? plan.query;
    return { dictionary, selection, shown, match: textMatchOf(plan.words) };
  }

  app.get(
    underText(paths.catalog),
    { schema: { params: wildcardParams, querystring: searchQuerySchema, response: { 200: catalogListingSchema } } },
    async (request, reply) => {
      const context = catalogContextOf(request.headers);
      const { dictionary, selection, shown, match } = await resolve(request.params['*'], request.query);
      const { page, per_page: perPage } = request.query;
      const { rows, total } = match
        ? await repository.listing({ selection, context, dictionary, page, perPage, match })
        : { rows: [], total: 0 };
      void reply.header(responseHeaders.productCount, String(total));
      return { data: rows.map((row) => toProduct(row, context)), meta: searchListingMeta({ query: shown, selection, page, perPage, total }) };
    },
  );

  app.get(
    underText(paths.catalogFilters),
    { schema: { params: wildcardParams, querystring: searchQuerySchema, response: { 200: filtersResponseSchema } } },
    async (request, reply) => {
      const context = catalogContextOf(request.headers);
      const { dictionary, selection, shown, match } = await resolve(request.params['*'], request.query);
      const counts = match
        ? await repository.facetCounts({ selection, context, dictionary, match })
        : { total: 0, category: new Map(), material: new Map(), insert: new Map(), collection: new Map(), size: [], price: { min: null, max: null } };
      void reply.header(responseHeaders.productCount, String(counts.total));
      return filtersUnderSearch(shown, buildFilters(selection, dictionary, counts));
    },
  );
};
