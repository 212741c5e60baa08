import { queryOptions } from '@tanstack/react-query';
import type { FavoritesPageParams } from '../calls/favorites';
import type { ApiClient } from '../client';
import type { ApiResponse } from '../request';
import { unwrap } from '../errors';
import { defaultGcTime } from './queryClient';

const data = async <T>(response: Promise<ApiResponse<T>>): Promise<T> => unwrap(await response);

/**
 * Favourites are the session user's, so they are fetched in the browser (the catalogue and product
 * pages stay cacheable). Every key starts with `favoriteQueries.all()`: a write invalidates them all.
 */
export const favoriteQueries = {
  all: () => ['favorites'] as const,
  page: (client: ApiClient, params: FavoritesPageParams = {}) =>
    queryOptions({
      queryKey: [...favoriteQueries.all(), 'page', { page: params.page ?? 1, pageSize: params.pageSize ?? null, sort: params.sort ?? null }] as const,
      queryFn: ({ signal }) => data(client.favorites.list(params, { signal })),
      gcTime: defaultGcTime,
    }),
  articles: (client: ApiClient) =>
    queryOptions({
      queryKey: [...favoriteQueries.all(), 'articles'] as const,
      queryFn: ({ signal }) => data(client.favorites.articles({ signal })),
      gcTime: defaultGcTime,
    }),
  lists: (client: ApiClient) =>
    queryOptions({
      queryKey: [...favoriteQueries.all(), 'lists'] as const,
      queryFn: ({ signal }) => data(client.favorites.lists({ signal })),
      gcTime: defaultGcTime,
    }),
  listDetail: (client: ApiClient, guid: string) =>
    queryOptions({
      queryKey: [...favoriteQueries.all(), 'list', guid] as const,
      queryFn: ({ signal }) => data(client.favorites.listDetail(guid, { signal })),
      gcTime: defaultGcTime,
    }),
  /**
   * One folder's products through the catalogue (spec 2 §7: POST catalog{path} with the folder's
   * url codes, personal): `path` holds the chosen filter and sort segments, from the catalogue root.
   */
  folderProducts: (client: ApiClient, guid: string, urlCodes: readonly string[], path: string, page: number, perPage: number) =>
    queryOptions({
      queryKey: [...favoriteQueries.all(), 'list', guid, 'products', path, page, [...urlCodes]] as const,
      queryFn: ({ signal }) => data(client.catalog.personalListing(path, urlCodes, { page, per_page: perPage }, { signal })),
      gcTime: defaultGcTime,
    }),
  /** The folder's own filter panel (POST filters{path} with its url codes). */
  folderFilters: (client: ApiClient, guid: string, urlCodes: readonly string[], path: string) =>
    queryOptions({
      queryKey: [...favoriteQueries.all(), 'list', guid, 'filters', path, [...urlCodes]] as const,
      queryFn: ({ signal }) => data(client.catalog.personalFilters(path, urlCodes, {}, { signal })),
      gcTime: defaultGcTime,
    }),
  wishlist: (client: ApiClient, guid: string) =>
    queryOptions({
      queryKey: [...favoriteQueries.all(), 'wishlist', guid] as const,
      queryFn: ({ signal }) => data(client.favorites.wishlist(guid, { signal })),
      gcTime: defaultGcTime,
    }),
};
