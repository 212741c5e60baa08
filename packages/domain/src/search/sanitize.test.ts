import { describe, expect, it } from 'vitest';
import { isSearchable, normalizeQuery, sanitizeSearchInput } from './sanitize';

describe('sanitizeSearchInput (spec 1 §5)', () => {
  it.each([
    ['кольцо/серьги', 'кольцо серьги'],
    ['цепь\\подвеска', 'цепь подвеска'],
    ['скидка 50%', 'скидка 50'],
    ['браслет%20золото', 'браслет 20золото'],
  ])('strips slash, backslash and percent: %j → %j', (raw, expected) => {
    expect(sanitizeSearchInput(raw)).toBe(expected);
  });

  it.each([
    ['💍 кольцо', 'кольцо'],
    ['серьги 💎💎', 'серьги'],
    ['брошь❤️', 'брошь'],
    ['часы 👩‍👩‍👧 мужские', 'часы мужские'],
    ['кулон 👍🏽', 'кулон'],
    ['подарок 🇷🇺', 'подарок'],
    ['запонки 1️⃣', 'запонки 1'],
  ])('strips emoji with their joiners, variation selectors and modifiers: %j', (raw, expected) => {
    expect(sanitizeSearchInput(raw)).toBe(expected);
  });

  it.each([
    ['<script>alert(1)</script>', 'script alert(1) script'],
    ['кольцо {585}', 'кольцо 585'],
    ['золото | серебро', 'золото серебро'],
    ['"изумруд"', 'изумруд'],
    ['«Сердце»', 'Сердце'],
    ['сапфир=1&x=2', 'сапфир 1 x 2'],
    ['цена 5000₽', 'цена 5000'],
    ['фианит #1 @shop $ * + ~ ^ _', 'фианит 1 shop'],
    ['кольцо [925]', 'кольцо 925'],
    ['цепь; серьги', 'цепь серьги'],
    ['© ™ №5', '5'],
  ])('strips symbols: %j → %j', (raw, expected) => {
    expect(sanitizeSearchInput(raw)).toBe(expected);
  });

  it.each([['[hecnfkm'], ['yj;'], ['`krf'], ["'vfkm"]])(
    'keeps [ ] ; ` inside a word typed on the Latin layout (they are х ъ ж ё): %j',
    (raw) => {
      expect(sanitizeSearchInput(raw)).toBe(raw);
    },
  );

  it.each([
    ['кольцо - золото', 'кольцо - золото'],
    ["серьги d'or", "серьги d'or"],
    ['часы (мужские)!', 'часы (мужские)!'],
    ['брошь: бабочка?', 'брошь: бабочка?'],
    ['1.5 карат, 585', '1.5 карат, 585'],
  ])('keeps letters, digits and allowed punctuation: %j', (raw, expected) => {
    expect(sanitizeSearchInput(raw)).toBe(expected);
  });

  it.each([['Ring'], ['戒指'], ['Ժամացույց'], ['ალმასი'], ['Ωμέγα'], ['585'], ['!'], ['-'], ['?'], ['(']])(
    'keeps a query with a letter of any script, a digit or allowed punctuation: %j',
    (raw) => {
      expect(sanitizeSearchInput(raw)).toBe(raw);
    },
  );

  it.each([['%%%'], ['///'], ['💍💎'], ['❤️'], ['<>'], [';;;'], ['₽ € $'], ['   '], ['\u200d'], ['']])(
    'empties the field when nothing searchable is left: %j',
    (raw) => {
      expect(sanitizeSearchInput(raw)).toBe('');
    },
  );

  it('collapses whitespace of any kind, drops leading whitespace', () => {
    expect(sanitizeSearchInput('  кольцо \t\n  золотое\u00a0585')).toBe('кольцо золотое 585');
  });

  it('keeps one trailing space the shopper typed, so the next word can follow', () => {
    expect(sanitizeSearchInput('кольцо ')).toBe('кольцо ');
    expect(sanitizeSearchInput('кольцо    ')).toBe('кольцо ');
    expect(sanitizeSearchInput('кольцо [')).toBe('кольцо');
  });

  it('removes invisible characters without splitting the word', () => {
    expect(sanitizeSearchInput('коль\u200bцо')).toBe('кольцо');
    expect(sanitizeSearchInput('сер\u00adьги')).toBe('серьги');
  });
});

describe('normalizeQuery', () => {
  it('is the sanitised query without edge spaces', () => {
    expect(normalizeQuery('  серьги 💎 ')).toBe('серьги');
    expect(normalizeQuery('///')).toBe('');
  });
});

describe('isSearchable (spec 1 §5)', () => {
  it.each([[''], [' '], ['   '], ['\t\n'], ['\u00a0']])('never searches blank %j', (query) => {
    expect(isSearchable(query)).toBe(false);
  });

  it.each([['кольцо'], [' цепь '], ['5'], ['!']])('searches %j', (query) => {
    expect(isSearchable(query)).toBe(true);
  });
});
