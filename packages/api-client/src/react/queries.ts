import { queryOptions } from '@tanstack/react-query';
import { limits, type CountryCode } from '@ornament/domain';
import { catalogPath } from '../calls/catalogPath';
import type { ApiClient } from '../client';
import type { QueryParams } from '../query';
import type { ApiResponse } from '../request';
import { unwrap } from '../errors';
import { defaultGcTime } from './queryClient';

// Query data is the call's data, not the ApiResponse: Headers cannot cross from a Server Component to
// the client in dehydrated state. A redirect surfaces as ApiClientError kind 'redirect' with `to`.
const data = async <T>(response: Promise<ApiResponse<T>>): Promise<T> => unwrap(await response);

const menuStaleTime = limits.catalogMenuCacheSeconds * 1000;

export const catalogQueries = {
  all: () => ['catalog'] as const,
  listing: (client: ApiClient, path: string, query: QueryParams = {}) =>
    queryOptions({
      queryKey: [...catalogQueries.all(), 'listing', catalogPath(path), query] as const,
      queryFn: ({ signal }) => data(client.catalog.listing(path, query, { signal })),
      gcTime: defaultGcTime,
    }),
  filters: (client: ApiClient, path: string, query: QueryParams = {}) =>
    queryOptions({
      queryKey: [...catalogQueries.all(), 'filters', catalogPath(path), query] as const,
      queryFn: ({ signal }) => data(client.catalog.filters(path, query, { signal })),
      gcTime: defaultGcTime,
    }),
  products: (client: ApiClient, urlCodes: readonly string[]) =>
    queryOptions({
      queryKey: [...catalogQueries.all(), 'products', [...urlCodes]] as const,
      queryFn: ({ signal }) => data(client.catalog.products(urlCodes, { signal })),
      gcTime: defaultGcTime,
      enabled: urlCodes.length > 0,
    }),
  product: (client: ApiClient, id: string | number) =>
    queryOptions({
      queryKey: [...catalogQueries.all(), 'product', String(id)] as const,
      queryFn: ({ signal }) => data(client.catalog.product(id, { signal })),
      gcTime: defaultGcTime,
    }),
  sizes: (client: ApiClient, article: string, params: { stores?: boolean } = {}) =>
    queryOptions({
      queryKey: [...catalogQueries.all(), 'sizes', article, { stores: params.stores === true }] as const,
      queryFn: ({ signal }) => data(client.catalog.sizes(article, params, { signal })),
      gcTime: defaultGcTime,
    }),
  prices: (client: ApiClient, urlCodes: readonly string[]) =>
    queryOptions({
      queryKey: [...catalogQueries.all(), 'prices', [...urlCodes]] as const,
      queryFn: ({ signal }) => data(client.catalog.prices(urlCodes, { signal })),
      gcTime: defaultGcTime,
      enabled: urlCodes.length > 0,
    }),
};

export const contentQueries = {
  all: () => ['content'] as const,
  menu: (client: ApiClient) =>
    queryOptions({
      queryKey: [...contentQueries.all(), 'menu'] as const,
      queryFn: ({ signal }) => data(client.content.menu({ signal })),
      staleTime: menuStaleTime,
      gcTime: defaultGcTime,
    }),
  area: (client: ApiClient, code: string, params: { formatting?: boolean } = {}) =>
    queryOptions({
      queryKey: [...contentQueries.all(), 'area', code, { formatting: params.formatting === true }] as const,
      queryFn: ({ signal }) => data(client.content.area(code, params, { signal })),
      gcTime: defaultGcTime,
    }),
  page: (client: ApiClient, code: string, params: { include?: 'contents' | 'coid' } = {}) =>
    queryOptions({
      queryKey: [...contentQueries.all(), 'page', code, { include: params.include ?? null }] as const,
      queryFn: ({ signal }) => data(client.content.page(code, params, { signal })),
      gcTime: defaultGcTime,
    }),
};

export const geoQueries = {
  all: () => ['geo'] as const,
  cityByName: (client: ApiClient, suggest: string, countries?: readonly CountryCode[]) =>
    queryOptions({
      queryKey: [...geoQueries.all(), 'cityByName', suggest.trim(), countries ? [...countries] : null] as const,
      queryFn: ({ signal }) => data(client.geo.cityByName(suggest.trim(), countries, { signal })),
      gcTime: defaultGcTime,
      enabled: suggest.trim() !== '',
    }),
  locationCheck: (client: ApiClient) =>
    queryOptions({
      queryKey: [...geoQueries.all(), 'locationCheck'] as const,
      queryFn: ({ signal }) => data(client.geo.locationCheck({ signal })),
      gcTime: defaultGcTime,
    }),
};

export const handbookQueries = {
  all: () => ['handbooks'] as const,
  deliveryInfo: (client: ApiClient) =>
    queryOptions({
      queryKey: [...handbookQueries.all(), 'deliveryInfo'] as const,
      queryFn: ({ signal }) => data(client.handbooks.deliveryInfo({ signal })),
      gcTime: defaultGcTime,
    }),
  /** Spec 1 §4: currency rates refresh after 6 hours. */
  currencyRates: (client: ApiClient) =>
    queryOptions({
      queryKey: [...handbookQueries.all(), 'currencyRates'] as const,
      queryFn: ({ signal }) => data(client.handbooks.currencyRates({ signal })),
      staleTime: limits.currencyRatesRefreshMs,
      gcTime: defaultGcTime,
    }),
};
