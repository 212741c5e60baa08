'use client';

import type { FavoriteList, Product } from '@ornament/api-contract';
import { favoriteQueries } from '@ornament/api-client/react';
import { useApiClient } from '@ornament/api-client/react/client';
import { limits } from '@ornament/domain';
import { useQuery } from '@tanstack/react-query';
import type { FavoritesState } from './favoritesQuery';
import { sortProducts } from './sortProducts';

export interface FavoritesData {
  status: 'pending' | 'error' | 'success';
  refetch: () => void;
  products: Product[];
  /** Favourite ids by article (the all-favourites view). */
  ids: ReadonlyMap<string, number>;
  total: number;
  pageCount: number;
  lists: FavoriteList[];
  folderLimit: number;
  /** The open folder, when the view is one. */
  folder: FavoriteList | undefined;
}

/** The page's data: a page of favourites or one folder's products, and the folder strip. */
export function useFavoritesData(state: FavoritesState): FavoritesData {
  const client = useApiClient();
  const lists = useQuery(favoriteQueries.lists(client));
  const page = useQuery({ ...favoriteQueries.page(client, { page: state.page, pageSize: limits.favouritesPageSize, sort: state.sort }), enabled: !state.list });
  const folder = useQuery({ ...favoriteQueries.listDetail(client, state.list ?? ''), enabled: Boolean(state.list) });
  const main = state.list ? folder : page;
  const status = lists.status === 'error' || main.status === 'error' ? 'error' : lists.status === 'pending' || main.status === 'pending' ? 'pending' : 'success';
  const items = page.data?.data ?? [];
  const folderProducts = sortProducts(folder.data?.data.products ?? [], state.sort);
  return {
    status,
    refetch: () => {
      void lists.refetch();
      void main.refetch();
    },
    products: state.list ? folderProducts : items.map((item) => item.product),
    ids: new Map(items.map((item) => [item.article, item.id])),
    total: state.list ? folderProducts.length : (page.data?.meta['total-count'] ?? 0),
    pageCount: state.list ? 1 : (page.data?.meta['page-count'] ?? 0),
    lists: lists.data?.data ?? [],
    folderLimit: lists.data?.meta.favorite_list_limit ?? limits.favouriteFoldersMax,
    folder: folder.data?.data,
  };
}
