import { createSearchVocabulary } from '@ornament/domain';
import { describe, expect, it } from 'vitest';
import { buildAutocomplete, categoryRedirect, phraseSuggests, toSearchProduct, wordSuggests } from './autocomplete';
import type { AutocompleteRow } from './autocompleteRepository';
import type { QueryPlan } from './queryPlan';
import type { SearchIndex } from './searchIndex';
import { searchWords } from './words';

const terms = ['кольцо', 'колье', 'кольца', 'золота', 'серебра'];
const category = (id: number, name: string, url: string, section: string, depth = 2) => ({ id, name, url, section, depth, sort: id, key: searchWords(name).join(' ') });
const index: SearchIndex = {
  vocabulary: createSearchVocabulary(terms),
  complete: (prefix, limit) => terms.filter((t) => t.startsWith(prefix) && t !== prefix).slice(0, limit),
  names: [
    { words: searchWords('Кольцо из красного золота с бриллиантами'), count: 40 },
    { words: searchWords('Кольцо из красного золота'), count: 25 },
    { words: searchWords('Кольцо из серебра'), count: 60 },
  ],
  categories: [category(1, 'Кольца', '/jewelry-catalog/rings/', 'jewelry-catalog'), category(2, 'Кольца', '/diamant-jewelry-catalog/rings/', 'diamant-jewelry-catalog')],
  categoriesById: new Map(),
};
const plan = (words: string[], correction: string | null = null): QueryPlan => ({ query: words.join(' '), words, correction });
const row: AutocompleteRow = { id: 7, name: 'Кольцо из серебра', article: '1000049', urlCode: 'kolco-1000049', price: 2990, oldPrice: 3990, priceKzt: 16700, categories: [] };

describe('search products', () => {
  it('maps a row with its link, picture and the attribute lists', () => {
    expect(toSearchProduct(row)).toEqual({
      name: 'Кольцо из серебра',
      image_url: '/api/serviceCatalog/v2/media/kolco-1000049/white-1.webp',
      link_url: '/product/1000049/',
      price: 2990,
      old_price: 3990,
      article: '1000049',
      url_code: 'kolco-1000049',
      attributes: { price_kz: [16700], Артикул: ['1000049'] },
    });
  });
});

describe('redirects', () => {
  it('sends an exact article to its product and a category name to the storefront’s category', () => {
    expect(buildAutocomplete({ plan: plan(['1000049']), rows: [row], index, brand: null, version: 1 }).redirect).toBe('/product/1000049/');
    expect(buildAutocomplete({ plan: plan(['1000']), rows: [row], index, brand: null, version: 1 }).redirect).toBeNull();
    expect(categoryRedirect(['кольца'], index, null)?.url).toBe('/jewelry-catalog/rings/');
    expect(categoryRedirect(['кольца'], index, 'diamant')?.url).toBe('/diamant-jewelry-catalog/rings/');
    expect(categoryRedirect(['кольцо'], index, null)).toBeNull();
  });
});

describe('suggests', () => {
  it('v1 completes the last word from the vocabulary', () => {
    expect(wordSuggests(plan(['кол']), index).map((s) => s.query)).toEqual(['кольцо', 'колье', 'кольца']);
    expect(wordSuggests(plan(['кольцо', 'зол']), index)).toEqual([{ query: 'кольцо золота', link_url: '/products-search/text/text-kolco-zolota/' }]);
  });

  it('v2 suggests name phrases holding every word, cut after the last, most products first', () => {
    expect(phraseSuggests(plan(['кольцо', 'зол']), index)).toEqual([
      { query: 'кольцо из красного золота', link_url: '/products-search/text/text-kolco-iz-krasnogo-zolota/', count: 65 },
    ]);
    expect(phraseSuggests(plan(['серебр']), index).map((s) => s.query)).toEqual(['кольцо из серебра']);
  });
});
