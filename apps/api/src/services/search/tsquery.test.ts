import { describe, expect, it } from 'vitest';
import { tsQueryText } from './tsquery';
import { isArticleLike, searchWords } from './words';

describe('searchWords', () => {
  it('lower-cases, folds ё and keeps letters and digits only', () => {
    expect(searchWords('Жёлтое  золото, 585!')).toEqual(['желтое', 'золото', '585']);
    expect(searchWords("Кольцо-дорожка d'or")).toEqual(['кольцо', 'дорожка', 'd', 'or']);
    expect(searchWords('%%% ///')).toEqual([]);
  });

  it('tells article numbers from words', () => {
    expect(isArticleLike('1000123')).toBe(true);
    expect(isArticleLike('12')).toBe(false);
    expect(isArticleLike('585a')).toBe(false);
  });
});

describe('tsQueryText', () => {
  it('requires every word and lets the last one be a prefix', () => {
    expect(tsQueryText(['кольцо', 'брилл'])).toBe("'кольцо' & 'брилл':*");
    expect(tsQueryText(['1000'])).toBe("'1000':*");
  });

  it('has nothing to match without words', () => {
    expect(tsQueryText([])).toBeNull();
  });
});
