import { paths, responseHeaders } from '@ornament/api-contract/http';
import type { CatalogListing, FiltersResponse, RecommendationsResponse, SaleLabelResponse, pricesResponseSchema, productResponseSchema, productSizesResponseSchema, productsResponseSchema } from '@ornament/api-contract';
import { type z } from 'zod';
import { type ClientConfig, resolveContext } from '../config';
import { currencyHeader } from '../headers';
import { type QueryParams } from '../query';
import { type ApiResponse, type CallOptions, request } from '../request';
import { catalogPath, parseCountHeader, parseListHeader } from './catalogPath';

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
  products(urlCodes: readonly string[], options?: CallOptions): Promise<ApiResponse<ProductsResponse>>;
  product(id: string | number, options?: CallOptions): Promise<ApiResponse<ProductResponse>>;
  sizes(article: string, params?: { stores?: boolean }, options?: CallOptions): Promise<ApiResponse<ProductSizesResponse>>;
  prices(urlCodes: readonly string[], options?: CallOptions): Promise<ApiResponse<PricesResponse>>;
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

export function catalogCalls(config: ClientConfig): CatalogCalls {
  return {
    async listing(path, query, options) {
      const response = await request(config, {
        ...options,
        path: `${paths.catalog}${catalogPath(path)}`,
        query,
        schema: (c) => c.catalogListingSchema,
      });
      return withCounts(response, (data) => data.meta['total-count']);
    },
    async filters(path, query, options) {
      const response = await request(config, {
        ...options,
        path: `${paths.catalogFilters}${catalogPath(path)}`,
        query,
        schema: (c) => c.filtersResponseSchema,
      });
      return withCounts(response, (data) => data.meta['total-count']);
    },
    products(urlCodes, options) {
      return request(config, { ...options, path: paths.products, query: { url_codes: urlCodes }, schema: (c) => c.productsResponseSchema });
    },
    product(id, options) {
      return request(config, { ...options, path: paths.product(String(id)), schema: (c) => c.productResponseSchema });
    },
    sizes(article, params, options) {
      return request(config, {
        ...options,
        path: paths.productSizes(article),
        query: { stores: params?.stores ? 'Y' : undefined },
        schema: (c) => c.productSizesResponseSchema,
      });
    },
    prices(urlCodes, options) {
      return request(config, {
        ...options,
        path: paths.prices,
        query: { url_codes: urlCodes },
        headers: { ...currencyHeader(resolveContext(config)), ...options?.headers },
        schema: (c) => c.pricesResponseSchema,
      });
    },
    personalRecommendations(filters, options) {
      return request(config, { ...options, path: paths.personalRecommendations, query: { filters }, schema: (c) => c.recommendationsResponseSchema });
    },
    alternatives(id, options) {
      return request(config, { ...options, path: paths.alternatives(id), schema: (c) => c.recommendationsResponseSchema });
    },
    crossSell(id, options) {
      return request(config, { ...options, path: paths.crossSell(id), schema: (c) => c.recommendationsResponseSchema });
    },
    saleLabel(urlCode, options) {
      return request(config, { ...options, path: paths.saleLabel, query: { url_code: urlCode }, schema: (c) => c.saleLabelResponseSchema });
    },
  };
}
