import { describe, expect, it } from 'vitest';
import { favoritesHref, favoritesSortLinks, favoritesStateOf } from './favoritesQuery';

const guid = '6f1c3a8e-1b2c-4d5e-8f90-123456789abc';

describe('favourites URL state', () => {
  it('reads page, sort and folder, ignoring junk', () => {
    expect(favoritesStateOf({ page: '3', sort: 'expensive', list: guid })).toEqual({ page: 3, sort: 'expensive', list: guid });
    expect(favoritesStateOf({ page: '-1', sort: 'random', list: 'nope' })).toEqual({ page: 1, sort: undefined, list: undefined });
    expect(favoritesStateOf({ page: '1e9' })).toMatchObject({ page: 1 });
  });

  it('writes links with the page only past 1 and the sort links reset the page', () => {
    expect(favoritesHref('/favorites/', {})).toBe('/favorites/');
    expect(favoritesHref('/favorites/', { list: guid, sort: 'inexpensive', page: 2 })).toBe(`/favorites/?list=${guid}&sort=inexpensive&page=2`);
    const links = favoritesSortLinks('/personal/favorites/', { page: 4, sort: 'inexpensive', list: undefined });
    expect(links).toEqual([
      { name: 'Новые', href: '/personal/favorites/', current: false },
      { name: 'Дешевле', href: '/personal/favorites/?sort=inexpensive', current: true },
      { name: 'Дороже', href: '/personal/favorites/?sort=expensive', current: false },
    ]);
  });
});
