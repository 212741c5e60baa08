import { describe, expect, it } from 'vitest';
import type { CatalogDictionary } from '../catalog/selection';
import { parseSearchPath, searchBasePath, underSearch } from './searchListing';

const dictionary: CatalogDictionary = {
  categoriesById: new Map(),
  topCategories: new Map(),
  facetValues: {
    material: new Map([['silver-925', { code: 'silver-925', name: 'Серебро 925', color: null }]]),
    insert: new Map(),
    collection: new Map(),
  },
};

describe('the search listing path', () => {
  it('reads the slug and the catalogue filters after it', () => {
    const parsed = parseSearchPath('text-kolco/material-silver-925/discount/', dictionary);
    expect(parsed?.slug).toBe('kolco');
    expect(parsed?.filters).toMatchObject({ discount: true, facets: { material: ['silver-925'] } });
  });

  it('refuses anything but a text- slug and known filters', () => {
    expect(parseSearchPath('kolco/', dictionary)).toBeNull();
    expect(parseSearchPath('text-Кольцо/', dictionary)).toBeNull();
    expect(parseSearchPath('text-kolco/material-gold/', dictionary)).toBeNull();
  });

  it('puts catalogue links under the search base', () => {
    const base = searchBasePath('Кольцо золото');
    expect(base).toBe('/products-search/text/text-kolco-zoloto');
    expect(underSearch(base, '//')).toBe('/products-search/text/text-kolco-zoloto/');
    expect(underSearch(base, '//?page=2')).toBe('/products-search/text/text-kolco-zoloto/?page=2');
    expect(underSearch(base, '/material-silver-925/')).toBe('/products-search/text/text-kolco-zoloto/material-silver-925/');
  });
});
