import { describe, expect, it } from 'vitest';
import { catalogRoutePath, listingQueryKey, textSearchRoutePath } from './routePath';

describe('catalogRoutePath', () => {
  const main = ['jewelry-catalog', 'newitems'];

  it('builds the slash-ended catalogue path for an allowed section', () => {
    expect(catalogRoutePath(main, 'jewelry-catalog')).toBe('/jewelry-catalog/');
    expect(catalogRoutePath(main, 'newitems', ['jewelry-catalog'])).toBe('/newitems/jewelry-catalog/');
    expect(catalogRoutePath(main, 'jewelry-catalog', ['rings', 'material-gold'])).toBe('/jewelry-catalog/rings/material-gold/');
  });

  it('refuses sections the storefront does not list', () => {
    expect(catalogRoutePath(main, 'diamant-jewelry-catalog')).toBeUndefined();
    expect(catalogRoutePath(['diamant-jewelry-catalog'], 'jewelry-catalog')).toBeUndefined();
    expect(catalogRoutePath(main, 'favicon.ico')).toBeUndefined();
  });
});

describe('textSearchRoutePath', () => {
  it('keeps the slash-ended search path when the first segment is the query slug', () => {
    expect(textSearchRoutePath(['text-kolco'])).toBe('/products-search/text/text-kolco/');
    expect(textSearchRoutePath(['text-kolco', 'rings'])).toBe('/products-search/text/text-kolco/rings/');
  });

  it('refuses paths without the query slug first', () => {
    expect(textSearchRoutePath([])).toBeUndefined();
    expect(textSearchRoutePath(['kolco'])).toBeUndefined();
    expect(textSearchRoutePath(['rings', 'text-kolco'])).toBeUndefined();
  });
});

describe('listingQueryKey', () => {
  it('keeps every parameter, the page included, one value each', () => {
    expect(listingQueryKey({ page: '3', size: ['17', '18'], sort: undefined })).toBe('page=3&size=17');
  });
});
