import { paths, requestHeaders, responseHeaders } from '@ornament/api-contract/http';
import type {
  AdditionalInfoResponse,
  CatalogListing,
  FiltersResponse,
  GeneratedLink,
  ProductInfoResponse,
  ProductPriceResponse,
  ProductsPricesResponse,
  RecommendationsResponse,
  SaleLabelResponse,
  pricesResponseSchema,
  productResponseSchema,
  productSizesResponseSchema,
  productsResponseSchema,
} from '@ornament/api-contract';
import type { z } from 'zod';
import { type ClientConfig, resolveContext } from '../config';
import { currencyHeader } from '../headers';
import type { QueryParams } from '../query';
import { type ApiResponse, type CallOptions, request } from '../request';
import { catalogPath, parseCountHeader, parseListHeader } from './catalogPath';
import { loadOnce } from '../contract';

const catalogFiltersSchemas = loadOnce(() => import('@ornament/api-contract/catalog/filters'));
const catalogListingSchemas = loadOnce(() => import('@ornament/api-contract/catalog/listing'));
const catalogPricesSchemas = loadOnce(() => import('@ornament/api-contract/catalog/prices'));
const catalogProductInfoSchemas = loadOnce(() => import('@ornament/api-contract/catalog/productInfo'));
const catalogProductSchemas = loadOnce(() => import('@ornament/api-contract/catalog/product'));
const catalogRecommendationsSchemas = loadOnce(() => import('@ornament/api-contract/catalog/recommendations'));
const catalogSaleLabelSchemas = loadOnce(() => import('@ornament/api-contract/catalog/saleLabel'));

/** Spec 2 §7: the listing and filter answers carry these headers beside the body. */
export interface CatalogCounts {
  /** `x-product-count`; the body's total when the header is absent. */
  productCount: number;
  /** `x-prefilter-list`, as a list. */
  prefilterList: string[];
}
export type CatalogListingResult = CatalogListing & CatalogCounts;
export type CatalogFiltersResult = FiltersResponse & CatalogCounts;
export type ProductsResponse = z.infer<typeof productsResponseSchema>;
export type ProductResponse = z.infer<typeof productResponseSchema>;
export type ProductSizesResponse = z.infer<typeof productSizesResponseSchema>;
export type PricesResponse = z.infer<typeof pricesResponseSchema>;

export interface CatalogCalls {
  /** GET catalog{path}: `path` is the storefront's catalogue path, `query` its facets, sort and paging. */
  listing(path: string, query?: QueryParams, options?: CallOptions): Promise<ApiResponse<CatalogListingResult>>;
  filters(path: string, query?: QueryParams, options?: CallOptions): Promise<ApiResponse<CatalogFiltersResult>>;
  /**
   * POST catalog{path} for a personal list (a favourites folder): only `urlCodes`, with the path's
   * category, facets, sort and paging; '/' lists them across every section.
   */
  personalListing(path: string, urlCodes: readonly string[], query?: QueryParams, options?: CallOptions): Promise<ApiResponse<CatalogListingResult>>;
  /** POST filters{path}: the filter panel of a personal list. */
  personalFilters(path: string, urlCodes: readonly string[], query?: QueryParams, options?: CallOptions): Promise<ApiResponse<CatalogFiltersResult>>;
  /** GET filters generate-link{path}: the canonical catalogue link of the filter set `path` + `query`. */
  filtersLink(path: string, query?: QueryParams, options?: CallOptions): Promise<ApiResponse<GeneratedLink>>;
  products(urlCodes: readonly string[], options?: CallOptions): Promise<ApiResponse<ProductsResponse>>;
  product(id: string | number, options?: CallOptions): Promise<ApiResponse<ProductResponse>>;
  sizes(article: string, params?: { stores?: boolean }, options?: CallOptions): Promise<ApiResponse<ProductSizesResponse>>;
  prices(urlCodes: readonly string[], options?: CallOptions): Promise<ApiResponse<PricesResponse>>;
  /** GET products/prices/?articles=: every size's price of those products, in the storefront's currency. */
  productsPrices(articles: readonly string[], options?: CallOptions): Promise<ApiResponse<ProductsPricesResponse>>;
  /** GET product/price/{article}/{size}/: the live price of one size ('' for a product without sizes). */
  productPrice(article: string, size: string, options?: CallOptions): Promise<ApiResponse<ProductPriceResponse>>;
  /** GET additional-info/?url_codes=: shops of the shopper's city holding each piece and its nearest delivery. */
  additionalInfo(urlCodes: readonly string[], options?: CallOptions): Promise<ApiResponse<AdditionalInfoResponse>>;
  /** GET product-info/{id}/: the product's information block by its numeric id. */
  productInfo(id: number, options?: CallOptions): Promise<ApiResponse<ProductInfoResponse>>;
  /** personal-recommendations for the catalogue URL (path and query) the shopper is looking at. */
  personalRecommendations(filters: string | undefined, options?: CallOptions): Promise<ApiResponse<RecommendationsResponse>>;
  alternatives(id: string, options?: CallOptions): Promise<ApiResponse<RecommendationsResponse>>;
  crossSell(id: string, options?: CallOptions): Promise<ApiResponse<RecommendationsResponse>>;
  saleLabel(urlCode: string, options?: CallOptions): Promise<ApiResponse<SaleLabelResponse>>;
}

function withCounts<T>(response: ApiResponse<T>, totalOf: (data: T) => number): ApiResponse<T & CatalogCounts> {
  if (response.type === 'redirect') return response;
  const { data, headers } = response;
  return {
    ...response,
    data: {
      ...data,
      productCount: parseCountHeader(headers.get(responseHeaders.productCount)) ?? totalOf(data),
      prefilterList: parseListHeader(headers.get(responseHeaders.prefilterList)),
    },
  };
}

/** Spec 2 §7: a personal list goes in the body, and the call says it is personal. */
function personalList(urlCodes: readonly string[], options: CallOptions | undefined) {
  return {
    ...options,
    method: 'POST' as const,
    body: { url_code: [...urlCodes] },
    headers: { ...options?.headers, [requestHeaders.displaySection]: 'personal' },
  };
}

export function catalogCalls(config: ClientConfig): CatalogCalls {
  return {
    async listing(path, query, options) {
      const response = await request(config, {
        ...options,
        path: `${paths.catalog}${catalogPath(path)}`,
        query,
        schema: async () => (await catalogListingSchemas()).catalogListingSchema,
      });
      return withCounts(response, (data) => data.meta['total-count']);
    },
    async filters(path, query, options) {
      const response = await request(config, {
        ...options,
        path: `${paths.catalogFilters}${catalogPath(path)}`,
        query,
        schema: async () => (await catalogFiltersSchemas()).filtersResponseSchema,
      });
      return withCounts(response, (data) => data.meta['total-count']);
    },
    async personalListing(path, urlCodes, query, options) {
      const response = await request(config, {
        ...personalList(urlCodes, options),
        path: `${paths.catalog}${catalogPath(path)}`,
        query,
        schema: async () => (await catalogListingSchemas()).catalogListingSchema,
      });
      return withCounts(response, (data) => data.meta['total-count']);
    },
    async personalFilters(path, urlCodes, query, options) {
      const response = await request(config, {
        ...personalList(urlCodes, options),
        path: `${paths.catalogFilters}${catalogPath(path)}`,
        query,
        schema: async () => (await catalogFiltersSchemas()).filtersResponseSchema,
      });
      return withCounts(response, (data) => data.meta['total-count']);
    },
    filtersLink(path, query, options) {
      return request(config, { ...options, path: `${paths.catalogFiltersLink}${catalogPath(path)}`, query, schema: async () => (await catalogListingSchemas()).generatedLinkSchema });
    },
    products(urlCodes, options) {
      return request(config, { ...options, path: paths.products, query: { url_codes: urlCodes }, schema: async () => (await catalogProductSchemas()).productsResponseSchema });
    },
    product(id, options) {
      return request(config, { ...options, path: paths.product(String(id)), schema: async () => (await catalogProductSchemas()).productResponseSchema });
    },
    sizes(article, params, options) {
      return request(config, {
        ...options,
        path: paths.productSizes(article),
        query: { stores: params?.stores ? 'Y' : undefined },
        schema: async () => (await catalogProductSchemas()).productSizesResponseSchema,
      });
    },
    prices(urlCodes, options) {
      return request(config, {
        ...options,
        path: paths.prices,
        query: { url_codes: urlCodes },
        headers: { ...currencyHeader(resolveContext(config)), ...options?.headers },
        schema: async () => (await catalogProductSchemas()).pricesResponseSchema,
      });
    },
    productsPrices(articles, options) {
      return request(config, {
        ...options,
        path: paths.productsPrices,
        query: { articles },
        headers: { ...currencyHeader(resolveContext(config)), ...options?.headers },
        schema: async () => (await catalogPricesSchemas()).productsPricesResponseSchema,
      });
    },
    productPrice(article, size, options) {
      return request(config, {
        ...options,
        path: paths.productPrice(article, size),
        headers: { ...currencyHeader(resolveContext(config)), ...options?.headers },
        schema: async () => (await catalogPricesSchemas()).productPriceResponseSchema,
      });
    },
    additionalInfo(urlCodes, options) {
      return request(config, { ...options, path: paths.additionalInfo, query: { url_codes: urlCodes }, schema: async () => (await catalogProductInfoSchemas()).additionalInfoResponseSchema });
    },
    productInfo(id, options) {
      return request(config, { ...options, path: paths.productInfo(id), schema: async () => (await catalogProductInfoSchemas()).productInfoResponseSchema });
    },
    personalRecommendations(filters, options) {
      return request(config, { ...options, path: paths.personalRecommendations, query: { filters }, schema: async () => (await catalogRecommendationsSchemas()).recommendationsResponseSchema });
    },
    alternatives(id, options) {
      return request(config, { ...options, path: paths.alternatives(id), schema: async () => (await catalogRecommendationsSchemas()).recommendationsResponseSchema });
    },
    crossSell(id, options) {
      return request(config, { ...options, path: paths.crossSell(id), schema: async () => (await catalogRecommendationsSchemas()).recommendationsResponseSchema });
    },
    saleLabel(urlCode, options) {
      return request(config, { ...options, path: paths.saleLabel, query: { url_code: urlCode }, schema: async () => (await catalogSaleLabelSchemas()).saleLabelResponseSchema });
    },
  };
}
