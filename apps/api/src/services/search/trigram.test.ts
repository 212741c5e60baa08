import { describe, expect, it } from 'vitest';
import { similarity, trigramsOf } from './trigram';

describe('trigrams as pg_trgm finds them', () => {
  it('pads each lower-cased word of letters and digits', () => {
    expect([...trigramsOf('ab_cd')].sort()).toEqual(['  a', '  c', ' ab', ' cd', 'ab ', 'cd ']);
    expect(trigramsOf('Кольцо')).toEqual(new Set(['  к', ' ко', 'кол', 'оль', 'льц', 'ьцо', 'цо ']));
    expect(trigramsOf(' — ').size).toBe(0);
  });

  // Each expected value is what PostgreSQL 18 (PGlite) answers for select similarity(a, b).
  it.each([
    ['Кольцо из золота', 'кольцо', 0.4117647],
    ['Кольцо из красного золота с бриллиантами', 'кольцо зол', 0.24390244],
    ['Серьги-пусеты из серебра 925', 'серьги топазом', 0.20588236],
    ['Браслет «Весна»', 'брасл', 0.33333334],
    ['ё Ёлка', 'елка', 0.22222222],
    ['Кольцо 585 пробы', '585', 0.23529412],
    ['ab_cd', 'ab cd', 1],
    ['ÀÉ straße', 'àé STRASSE', 0.5],
    ['кольцо кольцо', 'кольцо', 1],
    ['', 'abc', 0],
  ])('similarity(%j, %j) = %f', (a, b, expected) => {
    expect(similarity(a, b)).toBeCloseTo(expected, 7);
  });
});
