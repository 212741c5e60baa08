import { describe, expect, it } from 'vitest';
import { correctQuery, isCorrectionEventAllowed, queryFromUrlSlug, shouldAdoptCorrection } from './correction';
import { createSearchVocabulary } from './vocabulary';

const productNames = [
  'Кольцо из золота с бриллиантом',
  'Серьги из серебра с фианитами',
  'Цепь из золота',
  'Подвеска с изумрудом',
  'Браслет из серебра',
  'Брошь с сапфиром',
  'Запонки из серебра',
  'Часы Rolex мужские',
  'Золото',
  'Серебро',
  'Бриллиант',
  'Фианит',
  'Изумруд',
  'Сапфир',
  'Кольцо',
  'Серьги',
  'Цепь',
  'Подвеска',
  'Браслет',
  'Брошь',
  'Запонки',
  'Часы',
  'Хрусталь',
  'Жемчуг',
  'Золотое кольцо',
  'Pandora',
];
const words = productNames.flatMap((name) => name.split(' '));
const vocabulary = createSearchVocabulary(words);

describe('correctQuery: wrong keyboard layout', () => {
  it.each([
    ['rjkmwj', 'кольцо'],
    ['cthmub', 'серьги'],
    ['wtgm', 'цепь'],
    ['gjldtcrf', 'подвеска'],
    [',hfcktn', 'браслет'],
    [',hjim', 'брошь'],
    ['pfgjyrb', 'запонки'],
    ['xfcs', 'часы'],
    ['pjkjnj', 'золото'],
    ['ctht,hj', 'серебро'],
    [',hbkkbfyn', 'бриллиант'],
    ['abfybn', 'фианит'],
    ['bpevhel', 'изумруд'],
    ['cfgabh', 'сапфир'],
    ['[hecnfkm', 'хрусталь'],
    [';tvxeu', 'жемчуг'],
    ['RJKMWJ', 'кольцо'],
    ['pjkjnjt rjkmwj', 'золотое кольцо'],
    ['rjkmwj 585', 'кольцо 585'],
    ['кщдуч', 'rolex'],
    ['зфтвщкф', 'pandora'],
  ])('%s → %s', (typed, corrected) => {
    expect(correctQuery(typed, vocabulary)).toEqual({ corrected, kind: 'layout' });
  });

  it('accepts the beginning of a word while the shopper is still typing', () => {
    expect(correctQuery('rjkm', vocabulary)).toEqual({ corrected: 'коль', kind: 'layout' });
  });

  it('accepts a word whose ending differs from the vocabulary form', () => {
    expect(correctQuery('rjkmwf', vocabulary)).toEqual({ corrected: 'кольца', kind: 'layout' });
  });

  it('keeps known words and fixes only the unknown ones', () => {
    expect(correctQuery('серьги pjkjnj', vocabulary)).toEqual({ corrected: 'серьги золото', kind: 'layout' });
  });
});

describe('correctQuery: transliteration', () => {
  it.each([
    ['zoloto', 'золото'],
    ['kolco', 'кольцо'],
    ['koltso', 'кольцо'],
    ["kol'co", 'кольцо'],
    ['serebro', 'серебро'],
    ['brilliant', 'бриллиант'],
    ['briliant', 'бриллиант'],
    ['sergi', 'серьги'],
    ['tsep', 'цепь'],
    ['cep', 'цепь'],
    ['podveska', 'подвеска'],
    ['braslet', 'браслет'],
    ['brosh', 'брошь'],
    ['zaponki', 'запонки'],
    ['chasy', 'часы'],
    ['chasi', 'часы'],
    ['fianit', 'фианит'],
    ['izumrud', 'изумруд'],
    ['sapfir', 'сапфир'],
    ['zhemchug', 'жемчуг'],
    ['khrustal', 'хрусталь'],
    ['zolotoe koltso', 'золотое кольцо'],
    ['кольцо zoloto', 'кольцо золото'],
  ])('%s → %s', (typed, corrected) => {
    expect(correctQuery(typed, vocabulary)).toEqual({ corrected, kind: 'translit' });
  });

  it('accepts the beginning of a transliterated word', () => {
    expect(correctQuery('zolot', vocabulary)).toEqual({ corrected: 'золот', kind: 'translit' });
  });

  it('tries the layout before transliteration', () => {
    const both = createSearchVocabulary(['ыщдщещ', 'солото']);
    expect(correctQuery('soloto', both)).toEqual({ corrected: 'ыщдщещ', kind: 'layout' });
    expect(correctQuery('soloto', ['солото'])).toEqual({ corrected: 'солото', kind: 'translit' });
  });

  it('leaves a typed word that the vocabulary already knows', () => {
    expect(correctQuery('rjkmwj', ['кольцо', 'rjkmwj'])).toEqual({ corrected: null, kind: null });
  });
});

describe('correctQuery: nothing to correct', () => {
  it.each([
    ['кольцо'],
    ['Серьги из серебра'],
    ['pandora'],
    ['585'],
    ['asdfgh'],
    ['rjkmwj asdfgh'],
    ['qwerty'],
    [''],
    ['   '],
    ['💍'],
    ['rj'],
  ])('%j', (typed) => {
    expect(correctQuery(typed, vocabulary)).toEqual({ corrected: null, kind: null });
  });
});

describe('correctQuery: vocabulary forms', () => {
  it('takes a plain Set of words', () => {
    expect(correctQuery('kolco', new Set(['кольцо']))).toEqual({ corrected: 'кольцо', kind: 'translit' });
  });

  it('takes a word list, in any case and with ё', () => {
    expect(correctQuery('`krf', ['Ёлка'])).toEqual({ corrected: 'ёлка', kind: 'layout' });
  });

  it('takes a membership test, which allows exact layout and one-reading translit matches', () => {
    const known = new Set(['кольцо', 'золото']);
    const test = (word: string): boolean => known.has(word);
    expect(correctQuery('rjkmwj', test)).toEqual({ corrected: 'кольцо', kind: 'layout' });
    expect(correctQuery('zoloto', test)).toEqual({ corrected: 'золото', kind: 'translit' });
    expect(correctQuery('kolco', test)).toEqual({ corrected: null, kind: null });
  });
});

describe('shouldAdoptCorrection (spec 1 §5)', () => {
  it.each([['rjkmwj'], ['zoloto'], ['кольцо Z'], ['585 a']])('adopts when %j has Latin letters', (typed) => {
    expect(shouldAdoptCorrection(typed)).toBe(true);
  });

  it.each([['кщдуч'], ['кольцо'], ['585'], ['']])('does not adopt for %j', (typed) => {
    expect(shouldAdoptCorrection(typed)).toBe(false);
  });
});

describe('isCorrectionEventAllowed (spec 1 §5)', () => {
  it.each([['rjk'], ['кол'], ['rjkmwj'], ['  abc  ']])('allows %j (3 characters or more)', (typed) => {
    expect(isCorrectionEventAllowed(typed)).toBe(true);
  });

  it.each([['rj'], ['к'], [''], ['  ab  ']])('refuses %j', (typed) => {
    expect(isCorrectionEventAllowed(typed)).toBe(false);
  });
});

describe('queryFromUrlSlug', () => {
  it.each([
    ['text-kolco', 'кольцо'],
    ['text-kolco-zolotoe-585', 'кольцо золотое 585'],
    ['sergi-iz-serebra', 'серьги из серебра'],
    ['chasy-rolex', 'часы rolex'],
    ['text-brilliant', 'бриллиант'],
    ['text-abc123', 'abc123'],
  ])('%s → %s', (slug, query) => {
    expect(queryFromUrlSlug(slug, vocabulary)).toBe(query);
  });
});
