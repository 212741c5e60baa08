// The favourites page's URL state: ?list={guid}&sort=inexpensive|expensive&page=N (spec 2 §9).
import { type FavoriteSort, favoriteSortValues } from '@ornament/api-contract/http';
import { favouritesSortOptions } from '@ornament/domain';
import type { SearchParams } from '../listing/listingQuery';

export interface FavoritesState {
  page: number;
  sort: FavoriteSort | undefined;
  /** A folder's guid: the folder view. */
  list: string | undefined;
}

const guidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Unknown values fall back to the defaults rather than failing: a stale link still opens. */
export function favoritesStateOf(searchParams: SearchParams): FavoritesState {
  const page = Number(first(searchParams.page));
  const sort = first(searchParams.sort);
  const list = first(searchParams.list);
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    sort: (favoriteSortValues as readonly string[]).includes(sort ?? '') ? (sort as FavoriteSort) : undefined,
    list: list && guidPattern.test(list) ? list.toLowerCase() : undefined,
  };
}

export function favoritesHref(base: string, state: Partial<FavoritesState>): string {
  const params = new URLSearchParams();
  if (state.list) params.set('list', state.list);
  if (state.sort) params.set('sort', state.sort);
  if (state.page && state.page > 1) params.set('page', String(state.page));
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}

export interface FavoritesSortLink {
  name: string;
  href: string;
  current: boolean;
}

/** 'Новые', 'Дешевле', 'Дороже'; changing the order starts again at page 1. */
export function favoritesSortLinks(base: string, state: FavoritesState): FavoritesSortLink[] {
  return favouritesSortOptions.map((option) => {
    const sort = (option.value ?? undefined) as FavoriteSort | undefined;
    return { name: option.name, href: favoritesHref(base, { list: state.list, sort }), current: sort === state.sort };
  });
}
