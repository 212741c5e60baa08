'use client';

import type { FavoriteList, FilterSection, Product } from '@ornament/api-contract';
import { favoriteQueries } from '@ornament/api-client/react';
import { useApiClient } from '@ornament/api-client/react/client';
import { limits } from '@ornament/domain';
import { useQuery } from '@tanstack/react-query';
import { type FavoritesState, folderListingPath } from './favoritesQuery';
import { type FavouriteHeading, headingOf } from './favouriteHeading';

export interface FavoritesData {
  status: 'pending' | 'error' | 'success';
  refetch: () => void;
  products: Product[];
  /** Favourite ids by article (the all-favourites view). */
  ids: ReadonlyMap<string, number>;
  /** What the all-favourites view knows beyond the card (spec 1 §3): the page's h1 and the category. */
  headings: ReadonlyMap<string, FavouriteHeading>;
  total: number;
  pageCount: number;
  lists: FavoriteList[];
  folderLimit: number;
  /** The open folder, when the view is one. */
  folder: FavoriteList | undefined;
  /** The open folder's filter panel (its own facets and counts); empty elsewhere. */
  folderFilters: FilterSection[];
}

type Status = FavoritesData['status'];

function combined(...statuses: Status[]): Status {
  if (statuses.includes('error')) return 'error';
  return statuses.includes('pending') ? 'pending' : 'success';
}

/**
 * The page's data: a page of favourites, or one folder's products, and the folder strip. A folder's
 * products come through the catalogue (spec 2 §7 POST catalog with its url codes), which filters,
 * sorts and pages them in pages of the default size (spec 2 §9: 20).
 */
export function useFavoritesData(state: FavoritesState): FavoritesData {
  const client = useApiClient();
  const guid = state.list ?? '';
  const lists = useQuery(favoriteQueries.lists(client));
  const page = useQuery({ ...favoriteQueries.page(client, { page: state.page, pageSize: limits.favouritesPageSize, sort: state.sort }), enabled: !state.list });
  const folder = useQuery({ ...favoriteQueries.listDetail(client, guid), enabled: Boolean(state.list) });
  const urlCodes = folder.data?.data.url_codes ?? [];
  const folderReady = Boolean(state.list && folder.data);
  const listing = useQuery({
    ...favoriteQueries.folderProducts(client, guid, urlCodes, folderListingPath(state), state.page, limits.defaultPageSize),
    enabled: folderReady,
  });
  const filters = useQuery({ ...favoriteQueries.folderFilters(client, guid, urlCodes, state.filter ?? '/'), enabled: folderReady && urlCodes.length > 0 });

  // The folder's filter panel is a help, not the page: its failure leaves the products shown.
  const status = state.list ? combined(lists.status, folder.status, folderReady ? listing.status : folder.status) : combined(lists.status, page.status);
  const items = page.data?.data ?? [];
  return {
    status,
    refetch: () => {
      void lists.refetch();
      if (!state.list) void page.refetch();
      else void folder.refetch().then(() => listing.refetch());
    },
    products: state.list ? (listing.data?.data ?? []) : items.map((item) => item.product),
    ids: new Map(items.map((item) => [item.article, item.id])),
    headings: new Map(items.map((item) => [item.article, headingOf(item)])),
    total: state.list ? (listing.data?.productCount ?? 0) : (page.data?.meta['total-count'] ?? 0),
    pageCount: state.list ? (listing.data?.meta['page-count'] ?? 0) : (page.data?.meta['page-count'] ?? 0),
    lists: lists.data?.data ?? [],
    folderLimit: lists.data?.meta.favorite_list_limit ?? limits.favouriteFoldersMax,
    folder: folder.data?.data,
    folderFilters: state.list ? (filters.data?.data ?? []) : [],
  };
}
