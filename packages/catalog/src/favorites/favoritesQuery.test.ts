import { describe, expect, it } from 'vitest';
import { folderFilterSections } from './FolderFilters';
import { favoritesHref, favoritesSortLinks, favoritesStateOf, folderFilterHref, folderListingPath } from './favoritesQuery';

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

describe('a folder narrowed through the catalogue (spec 2 §7 POST catalog and filters with url_code)', () => {
  it('S2.7.2: reads a folder filter of filter segments only, and only in a folder', () => {
    expect(favoritesStateOf({ list: guid, filter: '/material-gold/insert-pearl/' })).toMatchObject({ filter: '/material-gold/insert-pearl/' });
    expect(favoritesStateOf({ filter: '/material-gold/' }).filter).toBeUndefined();
    for (const junk of ['/material-gold', 'material-gold/', '/sort-expensive/', '/../admin/', '/a/b/c/d/e/f/g/', '//']) {
      expect(favoritesStateOf({ list: guid, filter: junk }).filter).toBeUndefined();
    }
  });

  it('S1.7.2: the folder is asked on the catalogue root with its filter, then its sort', () => {
    expect(folderListingPath({ page: 1, sort: undefined, list: guid })).toBe('/');
    expect(folderListingPath({ page: 2, sort: 'expensive', list: guid, filter: '/material-gold/' })).toBe('/material-gold/sort-expensive/');
  });

  it('S2.7.2: a filter link of the panel becomes the folder URL, keeping the sort and starting at page 1', () => {
    const state = { page: 3, sort: 'inexpensive' as const, list: guid, filter: '/material-gold/' };
    expect(folderFilterHref('/favorites/', state, '/material-gold-or-silver/sort-inexpensive/')).toBe(
      `/favorites/?list=${guid}&filter=%2Fmaterial-gold-or-silver%2F&sort=inexpensive`,
    );
    expect(folderFilterHref('/favorites/', state, '/sort-inexpensive/?size=16')).toBe(`/favorites/?list=${guid}&sort=inexpensive`);
    expect(favoritesSortLinks('/favorites/', state)[2]?.href).toBe(`/favorites/?list=${guid}&filter=%2Fmaterial-gold%2F&sort=expensive`);
  });

  it('S2.7.2: shows the checkbox facets that offer a choice, or hold the chosen value', () => {
    const field = (value: string, checked = false) => ({ value, name: value, checked, sort: 1, link: `/${value}/`, count: 1 });
    const section = (filter_code: string, fields: ReturnType<typeof field>[]) => ({
      filter_code,
      name: filter_code,
      display_type: 'checkbox',
      source: 'path',
      sort: 1,
      depended: false,
      fields,
      has_selected: fields.some((f) => f.checked),
      clear_all: null,
    });
    const sections = [
      section('material', [field('gold'), field('silver')]),
      section('insert', [field('pearl')]),
      section('collection', [field('classic', true)]),
      section('size', [field('16'), field('17')]),
    ] as unknown as Parameters<typeof folderFilterSections>[0];
    expect(folderFilterSections(sections).map((s) => s.filter_code)).toEqual(['material', 'collection']);
  });
});
