import { describe, expect, it } from 'vitest';
import { hasDiamondInserts, isPremium } from './premium';

const diamond = { name: 'Бриллиант', url_code: 'brilliant' };
const topaz = { name: 'Топаз', url_code: 'topaz' };

describe('isPremium', () => {
  it('is premium by name whatever the price', () => {
    expect(isPremium({ name: 'Кольцо Premium из белого золота', inserts: [], price: 10_000 })).toBe(true);
    expect(isPremium({ name: 'Серьги премиум', inserts: [], price: 1 })).toBe(true);
  });

  it('is premium with diamonds above 50 000', () => {
    expect(isPremium({ name: 'Кольцо', inserts: [diamond], price: 50_001 })).toBe(true);
    expect(isPremium({ name: 'Кольцо', inserts: [topaz, diamond], price: 120_000 })).toBe(true);
    expect(isPremium({ name: 'Кольцо', inserts: [{ name: 'Вставка', url_code: 'diamond' }], price: 60_000 })).toBe(true);
  });

  it('is not premium at exactly 50 000 or without diamonds', () => {
    expect(isPremium({ name: 'Кольцо', inserts: [diamond], price: 50_000 })).toBe(false);
    expect(isPremium({ name: 'Кольцо', inserts: [topaz], price: 500_000 })).toBe(false);
    expect(isPremium({ name: 'Кольцо', inserts: [], price: 500_000 })).toBe(false);
  });
});

describe('hasDiamondInserts', () => {
  it('S2.7.10: finds a diamond by the insert’s name or code (the GIA note’s products)', () => {
    expect(hasDiamondInserts({ inserts: [topaz, diamond] })).toBe(true);
    expect(hasDiamondInserts({ inserts: [{ name: 'Вставка', url_code: 'diamond' }] })).toBe(true);
    expect(hasDiamondInserts({ inserts: [topaz] })).toBe(false);
    expect(hasDiamondInserts({ inserts: [] })).toBe(false);
  });
});
