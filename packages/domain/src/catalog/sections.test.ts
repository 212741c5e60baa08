import { describe, expect, it } from 'vitest';
import {
  catalogSectionNames,
  catalogSections,
  diamantMetaResetSections,
  isCatalogSection,
  noRecommendationSegments,
  resetsDiamantMeta,
  sectionOfPath,
  wantsRecommendations,
} from './sections';
import { catalogSortOption, catalogSortOptions, favouritesSortOptions } from './sortOptions';

describe('catalogue sections', () => {
  it('lists the twelve prefixes with Russian names', () => {
    expect(catalogSections).toEqual([
      'newitems', 'jewelry-catalog', 'watch-catalog', 'silverware', 'wearable-electronics', 'bags',
      'cosmetics', 'corp-merch', 'diamant-jewelry-catalog', 'surprise', 'products-search', 'packaging',
    ]);
    for (const section of catalogSections) expect(catalogSectionNames[section]).toMatch(/^[А-ЯЁ]/);
  });

  it('finds the section of a path', () => {
    expect(sectionOfPath('/jewelry-catalog/rings/')).toBe('jewelry-catalog');
    expect(sectionOfPath('bags')).toBe('bags');
    expect(sectionOfPath('/newitems/jewelry-catalog/?sort=x')).toBe('newitems');
    expect(sectionOfPath('/product/123/')).toBeUndefined();
    expect(sectionOfPath('/')).toBeUndefined();
    expect(isCatalogSection('packaging')).toBe(true);
  });

  it('resets the diamond meta on the listed sections only', () => {
    expect(diamantMetaResetSections).toEqual(['jewelry-catalog', 'watch-catalog', 'corp-merch', 'bags', 'cosmetics', 'surprise']);
    for (const section of diamantMetaResetSections) expect(resetsDiamantMeta(`/${section}/x/`)).toBe(true);
    expect(resetsDiamantMeta('/diamant-jewelry-catalog/')).toBe(false);
    expect(resetsDiamantMeta('/silverware/')).toBe(false);
  });
});

describe('wantsRecommendations', () => {
  const base = { path: '/jewelry-catalog/rings/', productCount: 49, hasPageParameter: false, isSearch: false };

  it('only under 50 products, without a page parameter or search', () => {
    expect(wantsRecommendations(base)).toBe(true);
    expect(wantsRecommendations({ ...base, productCount: 50 })).toBe(false);
    expect(wantsRecommendations({ ...base, hasPageParameter: true })).toBe(false);
    expect(wantsRecommendations({ ...base, isSearch: true })).toBe(false);
    expect(wantsRecommendations({ ...base, path: '/products-search/text/text-koltso/' })).toBe(false);
  });

  it('never for the excluded sections and categories', () => {
    expect(noRecommendationSegments).toEqual(['cosmetics', 'bags', 'corp-merch', 'cufflinks', 'trinkets', 'hairclips', 'tieclips']);
    for (const segment of ['cosmetics', 'bags', 'corp-merch']) expect(wantsRecommendations({ ...base, path: `/${segment}/` })).toBe(false);
    for (const category of ['cufflinks', 'trinkets', 'hairclips', 'tieclips']) {
      expect(wantsRecommendations({ ...base, path: `/jewelry-catalog/${category}/` })).toBe(false);
    }
  });
});

describe('sort options', () => {
  it('catalogue: popular by default, new and rating in the query, price in the path', () => {
    expect(catalogSortOptions.map((o) => o.name)).toEqual(['Популярные', 'Новинки', 'Лучшее по оценке', 'Дешевле', 'Дороже']);
    expect(catalogSortOption('new_up').source).toBe('query');
    expect(catalogSortOption('best_rating').source).toBe('query');
    expect(catalogSortOption('inexpensive').source).toBe('path');
    expect(catalogSortOption('expensive').source).toBe('path');
    expect(catalogSortOption(undefined).name).toBe('Популярные');
    expect(catalogSortOption('nonsense').name).toBe('Популярные');
  });

  it("favourites: 'Новые' first", () => {
    expect(favouritesSortOptions[0].name).toBe('Новые');
    expect(favouritesSortOptions).toHaveLength(3);
  });
});
