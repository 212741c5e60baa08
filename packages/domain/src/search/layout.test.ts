import { describe, expect, it } from 'vitest';
import { latinLayoutToRussian, russianLayoutToLatin, switchWordLayout } from './layout';

const wrongLayout = [
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
  ['yj;', 'нож'],
  ["'vfkm", 'эмаль'],
  ['`krf', 'ёлка'],
  ['j,]tvysq', 'объемный'],
  ['RJKMWJ', 'КОЛЬЦО'],
  ['{HECNFKM', 'ХРУСТАЛЬ'],
] as const;

describe('latinLayoutToRussian', () => {
  it.each(wrongLayout)('%s was typed for %s', (typed, meant) => {
    expect(latinLayoutToRussian(typed)).toBe(meant);
  });

  it('leaves digits, spaces and characters without a Russian key alone', () => {
    expect(latinLayoutToRussian('rjkmwj 585 - 17')).toBe('кольцо 585 - 17');
  });
});

describe('russianLayoutToLatin', () => {
  it.each(wrongLayout)('is the inverse: %s ← %s', (latin, russian) => {
    expect(russianLayoutToLatin(russian)).toBe(latin);
  });

  it.each([
    ['кщдуч', 'rolex'],
    ['зфтвщкф', 'pandora'],
    ['ыцфкщмылш', 'swarovski'],
    ['пщдв', 'gold'],
  ])('%s was typed for %s', (typed, meant) => {
    expect(russianLayoutToLatin(typed)).toBe(meant);
  });
});

describe('switchWordLayout', () => {
  it('switches a Latin word to Russian and a Russian word to Latin', () => {
    expect(switchWordLayout('rjkmwj')).toBe('кольцо');
    expect(switchWordLayout('кщдуч')).toBe('rolex');
  });

  it.each([['585'], ['zолото'], ['-'], ['']])('leaves %j alone (no letters, or both alphabets)', (word) => {
    expect(switchWordLayout(word)).toBe(word);
  });
});
