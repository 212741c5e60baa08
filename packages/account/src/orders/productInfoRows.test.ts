import type { ProductInfo } from '@ornament/api-contract';
import { describe, expect, it } from 'vitest';
import { productInfoRows } from './productInfoRows';

const info = (overrides: Partial<ProductInfo> = {}): ProductInfo => ({
  id: 7,
  article: 'A-1',
  url_code: 'ring-gold-1',
  name: 'Кольцо золотое',
  description: 'Кольцо с бриллиантами.',
  characteristics: [
    { code: 'material', name: 'Материал', value: 'Золото' },
    { code: 'insert', name: 'Вставка', value: 'Бриллиант' },
  ],
  material: { code: 'gold', name: 'Золото', metal: 'gold' },
  inserts: [{ name: 'Бриллиант', count: 3, weight: 0.12 }],
  weight: 2.5,
  collection: null,
  care: 'Мойте тёплой мыльной водой.',
  certificate: 'Паспорт вставки.',
  ...overrides,
});

describe('productInfoRows', () => {
  it('S2.7.9: the facts, then care, papers and the description', () => {
    expect(productInfoRows(info())).toEqual([
      { term: 'Материал', value: 'Золото' },
      { term: 'Вставка', value: 'Бриллиант' },
      { term: 'Уход', value: 'Мойте тёплой мыльной водой.' },
      { term: 'Документы', value: 'Паспорт вставки.' },
      { term: 'Описание', value: 'Кольцо с бриллиантами.' },
    ]);
  });

  it('S2.7.9: leaves out papers and a description the product has not got', () => {
    const terms = productInfoRows(info({ certificate: null, description: '  ' })).map((row) => row.term);
    expect(terms).toEqual(['Материал', 'Вставка', 'Уход']);
  });
});
