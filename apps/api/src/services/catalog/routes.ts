// Catalogue service routes (spec 2 §7), registered under services.catalog; paths come from api-contract.
import {
  URL_IS_INVALID,
  catalogListingSchema,
  filtersResponseSchema,
  generatedLinkSchema,
  genericErrorCodes,
  personalListBodySchema,
  requestHeaders,
  type PersonalListBody,
  paths,
  pricesResponseSchema,
  productResponseSchema,
  productSizesResponseSchema,
  productsResponseSchema,
  responseHeaders,
  services,
  urlCodesQuerySchema,
} from '@ornament/api-contract';
import { isEmployee, isStaffOnlySection } from '@ornament/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../plugins/httpError';
import { parseListingPath } from './listingPath';
import { listingQuerySchema, selectionOf, type ListingQuery } from './listingQuery';
import { listingMeta } from './meta';
import { buildFilters } from './filters';
import { currencyOfCode, discountPercent, toProduct } from './productMapper';
import { toProductDetail, toProductSizes } from './productDetail';
import type { CatalogRepository } from './repository';
import { type CatalogContext, catalogContextOf } from './requestContext';
import { type ListingSelection, canonicalUrl, prefilterCodes } from './selection';
import type { SearchService } from '../search/service';
import { textSearchRoutes } from '../search/textSearchRoutes';
import { recommendationRoutes } from '../recommendations/routes';
import { priceRoutes } from './priceRoutes';
import { productInfoRoutes } from './productInfoRoutes';

/** A contract path relative to the catalogue service prefix this plugin is registered under. */
function local(path: string): string {
  if (!path.startsWith(`${services.catalog}/`)) throw new Error(`${path} is not a catalogue path`);
  return path.slice(services.catalog.length);
}

const wildcardParams = z.object({ '*': z.string() });
const identifierParams = z.object({ id: z.string().min(1).max(120) });
const articleParams = z.object({ article: z.string().min(1).max(120) });
const sizesQuery = z.object({ stores: z.enum(['Y', 'N']).optional() });

/**
 * The storefront URL a listing call stands for: its path and query without `per_page`, which is the
 * caller's page size (storefronts always send it), not part of the page's identity. Compared with
 * the canonical URL to decide whether the page may be indexed.
 */
export function requestedPageUrl(path: string, url: string): string {
  const [, rawQuery = ''] = url.split('?', 2);
  const kept = rawQuery.split('&').filter((part) => part !== '' && !part.startsWith('per_page='));
  return kept.length > 0 ? `${path}?${kept.join('&')}` : path;
}

const invalidUrl = () => new HttpError(404, genericErrorCodes.invalidUrl, URL_IS_INVALID);

export interface CatalogRoutesOptions {
  /** Serves the text-search results beside the listing when given. */
  search?: SearchService;
}

/** A catalogue answer before the cache: the body and the headers that go with it. */
interface CatalogAnswer<T> {
  body: T;
  headers?: Record<string, string>;
  /**
   * The products the answer shows: a checkout's stock move drops it only when it names one of them.
   * Absent (filters' counts): it goes only when the whole catalogue does, as the storefronts' pages do.
   */
  articles?: readonly string[];
}

const articlesOfRows = (rows: readonly { article: string }[]) => rows.map((row) => row.article);

export async function catalogRoutes(app: FastifyInstance, options: CatalogRoutesOptions = {}): Promise<void> {
  const repository = app.catalogRepository;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  /**
   * The answer from the catalogue read cache (plugins/catalogCache.ts), keyed by everything it
   * depends on: the route, the request context and the URL with its query. Errors are not kept. The
   * cache holds the body already encoded with the route's response schema and serialised (what the
   * zod serializer would do on every request), so a hit costs no validation and no JSON work:
   * Fastify sends a JSON string as it is.
   */
  async function cached<T>(request: FastifyRequest, reply: FastifyReply, context: CatalogContext, schema: z.ZodType<T>, load: () => Promise<CatalogAnswer<T>>): Promise<FastifyReply> {
    const key = `${request.routeOptions.url ?? ''}|${context.country}|${context.brand ?? ''}|${context.cityGuid}|${request.url}`;
    const answer = await app.catalogCache.get(
      key,
      async () => {
        const { body, headers, articles } = await load();
        return { json: JSON.stringify(z.encode(schema, body)), headers, articles };
      },
      { articlesOf: (stored) => stored.articles },
    );
    for (const [name, value] of Object.entries(answer.headers ?? {})) void reply.header(name, value);
    return reply.type('application/json; charset=utf-8').send(answer.json);
  }

  /** Spec 2 §2: a staff-only section (corp-merch) is there only for staff; anyone else gets the unknown-URL 404. */
  async function assertVisible(request: FastifyRequest, path: string): Promise<void> {
    if (!isStaffOnlySection(`/${path}`)) return;
    const user = await request.sessionUser();
    if (!user || user.isGuest || !isEmployee(user.roles)) throw invalidUrl();
  }

  /**
   * The selection of a listing URL. A personal list (the POST variant) narrows it to its products,
   * and may also be asked on the catalogue's root, across every section.
   */
  async function resolve(
    path: string,
    query: ListingQuery,
    urlCodes?: readonly string[],
  ): Promise<{ selection: ListingSelection; dictionary: Awaited<ReturnType<CatalogRepository['dictionary']>> }> {
    const dictionary = await repository.dictionary();
    const parsed = parseListingPath(path === '' ? '/' : path, dictionary, { anySection: urlCodes !== undefined });
    if (!parsed) throw invalidUrl();
    const selection = selectionOf(parsed, query);
    return { selection: urlCodes ? { ...selection, urlCodes } : selection, dictionary };
  }

  /** Spec 2 §7: the POST variant is a personal list and must say so (`X-Display-Section: personal`). */
  function personalListOf(request: FastifyRequest, body: PersonalListBody, reply: FastifyReply): readonly string[] {
    if (request.headers[requestHeaders.displaySection] !== 'personal') {
      throw HttpError.badRequest(`${requestHeaders.displaySection} must be 'personal' for a list of products`, '/headers/x-display-section');
    }
    // Whose list it is is the caller's business: the answer is never stored by anyone in between.
    void reply.header('cache-control', 'private, no-store');
    return [...new Set(body.url_code)];
  }

  routes.get(
    `${local(paths.catalog)}*`,
    { schema: { params: wildcardParams, querystring: listingQuerySchema, response: { 200: catalogListingSchema } } },
    async (request, reply) => {
      await assertVisible(request, request.params['*']);
      const context = catalogContextOf(request.headers);
      return cached(request, reply, context, catalogListingSchema, async () => {
        const { selection, dictionary } = await resolve(request.params['*'], request.query);
        const { page, per_page: perPage } = request.query;
        const { rows, total } = await repository.listing({ selection, context, dictionary, page, perPage });
        const requested = requestedPageUrl(request.params['*'], request.url);
        return {
          body: {
            data: rows.map((row) => toProduct(row, context)),
            meta: listingMeta({ selection, dictionary, page, perPage, total, requestedCanonical: requested === canonicalUrl(selection, page) }),
          },
          headers: { [responseHeaders.productCount]: String(total), [responseHeaders.prefilterList]: prefilterCodes(selection).join(',') },
          articles: articlesOfRows(rows),
        };
      });
    },
  );

  routes.post(
    `${local(paths.catalog)}*`,
    { schema: { params: wildcardParams, querystring: listingQuerySchema, body: personalListBodySchema, response: { 200: catalogListingSchema } } },
    async (request, reply) => {
      const urlCodes = personalListOf(request, request.body, reply);
      await assertVisible(request, request.params['*']);
      const context = catalogContextOf(request.headers);
      const { selection, dictionary } = await resolve(request.params['*'], request.query, urlCodes);
      const { page, per_page: perPage } = request.query;
      const { rows, total } = urlCodes.length > 0 ? await repository.listing({ selection, context, dictionary, page, perPage }) : { rows: [], total: 0 };
      void reply.header(responseHeaders.productCount, String(total));
      return {
        data: rows.map((row) => toProduct(row, context)),
        meta: listingMeta({ selection, dictionary, page, perPage, total, requestedCanonical: false }),
      };
    },
  );

  routes.post(
    `${local(paths.catalogFilters)}*`,
    { schema: { params: wildcardParams, querystring: listingQuerySchema, body: personalListBodySchema, response: { 200: filtersResponseSchema } } },
    async (request, reply) => {
      const urlCodes = personalListOf(request, request.body, reply);
      await assertVisible(request, request.params['*']);
      const context = catalogContextOf(request.headers);
      const { selection, dictionary } = await resolve(request.params['*'], request.query, urlCodes);
      const counts = await repository.facetCounts({ selection, context, dictionary });
      void reply.header(responseHeaders.productCount, String(counts.total));
      return buildFilters(selection, dictionary, counts);
    },
  );

  routes.get(
    `${local(paths.catalogFiltersLink)}*`,
    { schema: { params: wildcardParams, querystring: listingQuerySchema, response: { 200: generatedLinkSchema } } },
    async (request) => {
      await assertVisible(request, request.params['*']);
      const { selection } = await resolve(request.params['*'], request.query);
      return { data: { link: canonicalUrl(selection, request.query.page) } };
    },
  );

  routes.get(
    `${local(paths.catalogFilters)}*`,
    { schema: { params: wildcardParams, querystring: listingQuerySchema, response: { 200: filtersResponseSchema } } },
    async (request, reply) => {
      await assertVisible(request, request.params['*']);
      const context = catalogContextOf(request.headers);
      return cached(request, reply, context, filtersResponseSchema, async () => {
        const { selection, dictionary } = await resolve(request.params['*'], request.query);
        const counts = await repository.facetCounts({ selection, context, dictionary });
        return {
          body: buildFilters(selection, dictionary, counts),
          headers: { [responseHeaders.productCount]: String(counts.total), [responseHeaders.prefilterList]: prefilterCodes(selection).join(',') },
        };
      });
    },
  );

  routes.get(
    local(paths.products),
    { schema: { querystring: urlCodesQuerySchema, response: { 200: productsResponseSchema } } },
    async (request, reply) => {
      const context = catalogContextOf(request.headers);
      return cached(request, reply, context, productsResponseSchema, async () => {
        const rows = await repository.productsByUrlCodes(context, request.query.url_codes);
        return { body: { data: rows.map((row) => toProduct(row, context)) }, articles: articlesOfRows(rows) };
      });
    },
  );

  routes.get(
    local(paths.productSizes(':article')).replace('%3A', ':'),
    { schema: { params: articleParams, querystring: sizesQuery, response: { 200: productSizesResponseSchema } } },
    async (request, reply) => {
      const context = catalogContextOf(request.headers);
      return cached(request, reply, context, productSizesResponseSchema, async () => {
        const withStores = request.query.stores === 'Y';
        const sizes = await repository.sizes(context, request.params.article, withStores);
        if (!sizes) throw HttpError.notFound('Product not found');
        return {
          body: {
            data: toProductSizes(sizes, context.country, withStores),
            meta: { article: request.params.article, currency: currencyOfCode(context.currency) },
          },
          articles: [request.params.article],
        };
      });
    },
  );

  routes.get(
    local(paths.product(':id')).replace('%3A', ':'),
    { schema: { params: identifierParams, response: { 200: productResponseSchema } } },
    async (request, reply) => {
      const context = catalogContextOf(request.headers);
      return cached(request, reply, context, productResponseSchema, async () => {
        const [row, dictionary] = await Promise.all([repository.product(context, request.params.id), repository.dictionary()]);
        if (!row) throw HttpError.notFound('Product not found');
        return { body: { data: toProductDetail(row, context, dictionary) }, articles: [row.article] };
      });
    },
  );

  routes.get(
    local(paths.prices),
    { schema: { querystring: urlCodesQuerySchema, response: { 200: pricesResponseSchema } } },
    async (request, reply) => {
      const context = catalogContextOf(request.headers);
      return cached(request, reply, context, pricesResponseSchema, async () => {
        const rows = await repository.prices(context, request.query.url_codes);
        const currency = currencyOfCode(context.currency);
        return {
          body: {
            data: rows.map((row) => ({
              url_code: row.urlCode,
              article: row.article,
              price: row.price,
              old_price: row.oldPrice !== null && row.oldPrice > row.price ? row.oldPrice : null,
              discount: discountPercent(row.price, row.oldPrice),
              currency,
            })),
          },
          articles: articlesOfRows(rows),
        };
      });
    },
  );

  await app.register(recommendationRoutes, { repository });
  // Size prices with the live price's 0.7 s cache, additional-info and product-info (spec 2 §7).
  await app.register(priceRoutes);
  await app.register(productInfoRoutes);
  if (options.search) await app.register(textSearchRoutes, { search: options.search, repository });
}
