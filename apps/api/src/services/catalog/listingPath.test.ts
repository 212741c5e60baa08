import { describe, expect, it } from 'vitest';
import { parseListingPath } from './listingPath';
import { selectionOf, listingQuerySchema } from './listingQuery';
import { type CatalogDictionary, type CategoryNode, canonicalUrl, toggleFacet } from './selection';

function node(id: number, code: string, depth: number, parentId: number | null, section = 'jewelry-catalog'): CategoryNode {
  return { id, parentId, code, name: code, url: '', section, sort: id, depth, children: [] };
}
const rings = node(2, 'rings', 2, 1);
const wedding = node(3, 'wedding-rings', 3, 2);
rings.children.push(wedding);
const values = (...codes: string[]) => new Map(codes.map((code) => [code, { code, name: code, color: null }]));

const dictionary: CatalogDictionary = {
  categoriesById: new Map([[2, rings], [3, wedding]]),
  topCategories: new Map([['jewelry-catalog', [rings]]]),
  facetValues: { material: values('gold', 'silver', 'white-gold'), insert: values('diamond', 'ruby'), collection: values('classic') },
};

const parse = (path: string, query: Record<string, string> = {}) => {
  const parsed = parseListingPath(path, dictionary);
  return parsed ? selectionOf(parsed, listingQuerySchema.parse(query)) : null;
};

describe('catalogue path grammar', () => {
  it('reads section, categories, facets, discount and a path sort', () => {
    const selection = parse('/jewelry-catalog/rings/wedding-rings/discount/material-gold-or-white-gold/sort-expensive/');
    expect(selection?.categories.map((c) => c.code)).toEqual(['rings', 'wedding-rings']);
    expect(selection?.facets.material).toEqual(['gold', 'white-gold']);
    expect(selection?.discount).toBe(true);
    expect(selection?.sort).toBe('expensive');
  });

  it('reads newitems with and without a section', () => {
    expect(parse('/newitems/jewelry-catalog/')).toMatchObject({ isNew: true, section: 'jewelry-catalog' });
    expect(parse('/newitems/')).toMatchObject({ isNew: true, section: null });
  });

  it('rejects unknown sections, categories, facets and values', () => {
    expect(parse('/no-such-section/')).toBeNull();
    expect(parse('/')).toBeNull();
    expect(parse('/products-search/')).toBeNull();
    expect(parse('/jewelry-catalog/necklaces/')).toBeNull();
    expect(parse('/jewelry-catalog/colour-red/')).toBeNull();
    expect(parse('/jewelry-catalog/material-platinum/')).toBeNull();
    expect(parse('/jewelry-catalog/discount/discount/')).toBeNull();
    expect(parse('/jewelry-catalog/Rings/')).toBeNull();
  });

  it('gives one canonical URL whatever the facet and value order', () => {
    const a = parse('/jewelry-catalog/insert-ruby-or-diamond/material-silver-or-gold/', { sort: 'new_up', size: '17' });
    expect(a && canonicalUrl(a)).toBe('/jewelry-catalog/material-gold-or-silver/insert-diamond-or-ruby/?size=17&sort=new_up');
    const b = parse('/jewelry-catalog/material-gold-or-silver/insert-diamond-or-ruby/', { size: '17', sort: 'new_up' });
    expect(b && canonicalUrl(b)).toBe(a && canonicalUrl(a));
  });

  it('keeps the page in the canonical URL only past the first page', () => {
    const selection = parse('/jewelry-catalog/');
    expect(selection && canonicalUrl(selection, 1)).toBe('/jewelry-catalog/');
    expect(selection && canonicalUrl(selection, 3)).toBe('/jewelry-catalog/?page=3');
  });

  it('toggles a checkbox value in the facet order', () => {
    const selection = parse('/jewelry-catalog/material-silver/');
    if (!selection) throw new Error('parse failed');
    expect(canonicalUrl(toggleFacet(selection, 'material', 'gold', dictionary.facetValues.material))).toBe(
      '/jewelry-catalog/material-gold-or-silver/',
    );
    expect(canonicalUrl(toggleFacet(selection, 'material', 'silver', dictionary.facetValues.material))).toBe('/jewelry-catalog/');
  });

  it('refuses a path sort together with a query sort, and an inverted price range', () => {
    expect(() => parse('/jewelry-catalog/sort-expensive/', { sort: 'new_up' })).toThrow(/sort/);
    expect(() => parse('/jewelry-catalog/', { price_min: '500', price_max: '100' })).toThrow(/price_min/);
  });
});
