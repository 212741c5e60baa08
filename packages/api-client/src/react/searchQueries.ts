import { queryOptions } from '@tanstack/react-query';
import type { AutocompleteVersion } from '../calls/search';
import type { ApiClient } from '../client';
import type { QueryParams } from '../query';
import type { ApiResponse } from '../request';
import { unwrap } from '../errors';
import { defaultGcTime } from './queryClient';

const data = async <T>(response: Promise<ApiResponse<T>>): Promise<T> => unwrap(await response);

export const searchQueries = {
  all: () => ['search'] as const,
  /** Spec 1 §5: blank queries are never searched, so the query stays disabled for them. */
  autocomplete: (client: ApiClient, query: string, version: AutocompleteVersion = 1) =>
    queryOptions({
      queryKey: [...searchQueries.all(), 'autocomplete', version, query.trim()] as const,
      queryFn: ({ signal }) => data(client.search.autocomplete(query.trim(), version, { signal })),
      gcTime: defaultGcTime,
      enabled: query.trim() !== '',
    }),
  imageResult: (client: ApiClient, id: string, query: QueryParams = {}) =>
    queryOptions({
      queryKey: [...searchQueries.all(), 'image', id, query] as const,
      queryFn: ({ signal }) => data(client.search.imageSearchResult(id, query, { signal })),
      gcTime: defaultGcTime,
      enabled: id !== '',
    }),
  abCookies: (client: ApiClient) =>
    queryOptions({
      queryKey: [...searchQueries.all(), 'abCookies'] as const,
      queryFn: ({ signal }) => data(client.search.setCookie({ signal })),
      gcTime: defaultGcTime,
      staleTime: Infinity,
    }),
};

export const metaQueries = {
  all: () => ['meta'] as const,
  ip: (client: ApiClient, clientTimezone: string) =>
    queryOptions({
      queryKey: [...metaQueries.all(), 'ip', clientTimezone] as const,
      queryFn: ({ signal }) => data(client.meta.ip(clientTimezone, { signal })),
      gcTime: defaultGcTime,
      staleTime: Infinity,
    }),
};
