import type { TradeInSettings } from '@ornament/api-contract';
import { describe, expect, it } from 'vitest';
import { defaultFineness, finenessOptions, jewelryLabel, parseWeight, showsStores } from './tradeInView';

const settings: TradeInSettings = {
  currency: 'RUB',
  maxCreditPercent: 50,
  limits: { maxJewelries: 20, maxProducts: 10, minWeight: 0.1, maxWeight: 500 },
  types: [{ code: 'ring', name: 'Кольцо' }],
  inserts: [{ code: 'none', name: 'Без вставок', deductionPercent: 0 }],
  metals: [
    { code: 'gold', name: 'Золото', fineness: [{ value: 375, pricePerGram: 1 }, { value: 585, pricePerGram: 2 }] },
    { code: 'platinum', name: 'Платина', fineness: [{ value: 950, pricePerGram: 3 }] },
  ],
};

describe('trade-in view', () => {
  it('offers the fineness of the chosen metal, 585 first choice for gold', () => {
    expect(finenessOptions(settings, 'gold')).toEqual([375, 585]);
    expect(defaultFineness(settings, 'gold')).toBe(585);
    expect(defaultFineness(settings, 'platinum')).toBe(950);
    expect(defaultFineness(settings, 'silver')).toBeNull();
  });

  it('labels an item and reads a weight with a comma', () => {
    expect(jewelryLabel({ id: 1, type: 'ring', metal: 'gold', fineness: 585, weight: 3.5, inserts: 'stones' })).toBe('Кольцо · Золото 585 · 3,5 г · С камнями');
    expect(parseWeight('3,25')).toBe(3.25);
    expect(parseWeight('')).toBeNull();
    expect(parseWeight('abc')).toBeNull();
  });

  it('shows the shops only when there are some', () => {
    expect(showsStores({ 'total-count': 2 })).toBe(true);
    expect(showsStores({ 'total-count': 0 })).toBe(false);
    expect(showsStores(null)).toBe(false);
  });
});
