// The favourites page's URL state: ?list={guid}&filter={path}&sort=inexpensive|expensive&page=N
// (spec 2 §9). `filter` narrows a folder: a catalogue path of filter segments from the catalogue root,
// as the folder's filter panel links them (spec 2 §7 POST filters with url_code).
import { type FavoriteSort, favoriteSortValues } from '@ornament/api-contract/http';
import { favouritesSortOptions } from '@ornament/domain';
import type { SearchParams } from '../listing/listingQuery';

export interface FavoritesState {
  page: number;
  sort: FavoriteSort | undefined;
  /** A folder's guid: the folder view. */
  list: string | undefined;
  /** The folder view's filter: catalogue filter segments from the root ('/material-gold/'). */
  filter?: string | undefined;
}

/** Filter segments only: a sort segment is `sort`'s business, a category needs a section. */
const filterPattern = /^\/(?:(?!sort-)[a-z0-9][a-z0-9-]*\/){1,6}$/;
const guidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Unknown values fall back to the defaults rather than failing: a stale link still opens. */
export function favoritesStateOf(searchParams: SearchParams): FavoritesState {
  const page = Number(first(searchParams.page));
  const sort = first(searchParams.sort);
  const list = first(searchParams.list);
  const filter = first(searchParams.filter);
  const folder = list && guidPattern.test(list) ? list.toLowerCase() : undefined;
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    sort: (favoriteSortValues as readonly string[]).includes(sort ?? '') ? (sort as FavoriteSort) : undefined,
    list: folder,
    filter: folder && filter && filterPattern.test(filter) ? filter : undefined,
  };
}

/** The catalogue path a folder's products are asked on: its filter, then its sort (spec 2 §4 order). */
export function folderListingPath(state: FavoritesState): string {
  return `${state.filter ?? '/'}${state.sort ? `sort-${state.sort}/` : ''}`;
}

/** A filter link of the folder's panel (a catalogue path from the root) as the folder's own URL. */
export function folderFilterHref(base: string, state: FavoritesState, link: string): string {
  const path = link.split('?', 1)[0] ?? '/';
  const filter = path.replace(/sort-[a-z]+\/$/, '');
  return favoritesHref(base, { list: state.list, sort: state.sort, filter: filter === '/' ? undefined : filter });
}

export function favoritesHref(base: string, state: Partial<FavoritesState>): string {
  const params = new URLSearchParams();
  if (state.list) params.set('list', state.list);
  if (state.list && state.filter) params.set('filter', state.filter);
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
    return { name: option.name, href: favoritesHref(base, { list: state.list, filter: state.filter, sort }), current: sort === state.sort };
  });
}
