import { createSearchVocabulary } from '@ornament/domain';
import { describe, expect, it } from 'vitest';
import { isKnownWord, planQuery } from './queryPlan';

const vocabulary = createSearchVocabulary(['кольцо', 'кольца', 'серьги', 'золото', 'золота', 'бриллиант', 'бриллиантами', 'серебро']);
const nearest = async (word: string) => (word === 'бриліант' ? 'бриллиант' : null);

describe('planQuery', () => {
  it('keeps a query the catalogue understands, sanitised', async () => {
    expect(await planQuery('  Кольцо / золото%  ', vocabulary, nearest)).toEqual({ query: 'Кольцо золото', words: ['кольцо', 'золото'], correction: null });
  });

  it('fixes the keyboard layout and transliteration by the domain rule', async () => {
    expect(await planQuery('rjkmwj', vocabulary, nearest)).toMatchObject({ words: ['кольцо'], correction: 'кольцо' });
    expect(await planQuery('serebro', vocabulary, nearest)).toMatchObject({ words: ['серебро'], correction: 'серебро' });
  });

  it('fixes a typo through the nearest catalogue word', async () => {
    expect(await planQuery('кольцо бриліант', vocabulary, nearest)).toMatchObject({ words: ['кольцо', 'бриллиант'], correction: 'кольцо бриллиант' });
  });

  it('leaves articles, short words and unknown words without a neighbour alone', async () => {
    expect(await planQuery('1000123', vocabulary, nearest)).toMatchObject({ words: ['1000123'], correction: null });
    expect(await planQuery('абвгд', vocabulary, nearest)).toMatchObject({ words: ['абвгд'], correction: null });
  });

  it('refuses blank and symbol-only queries', async () => {
    expect(await planQuery('   ', vocabulary, nearest)).toBeNull();
    expect(await planQuery('%/\\', vocabulary, nearest)).toBeNull();
  });
});

describe('isKnownWord', () => {
  it('knows words, their beginnings and other endings of them', () => {
    expect(isKnownWord('кольцо', vocabulary)).toBe(true);
    expect(isKnownWord('брил', vocabulary)).toBe(true);
    expect(isKnownWord('серьгой', vocabulary)).toBe(false);
    expect(isKnownWord('золоту', vocabulary)).toBe(true);
  });
});
