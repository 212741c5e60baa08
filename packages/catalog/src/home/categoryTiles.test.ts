import type { MenuItem } from '@ornament/api-contract';
import { describe, expect, it } from 'vitest';
import { sampleProduct } from '../testing/sampleProduct';
import { categoryTiles } from './categoryTiles';

const menu: MenuItem[] = [
  {
    id: '1',
    name: 'Украшения',
    url: '/jewelry-catalog/',
    children: [
      { id: '2', name: 'Кольца', url: '/jewelry-catalog/rings/', children: [] },
      { id: '3', name: 'Серьги', url: '/jewelry-catalog/earrings/', image: '/e.svg', children: [] },
    ],
  },
  { id: '4', name: 'Часы', url: '/watch-catalog/', children: [] },
];

describe('categoryTiles', () => {
  it('takes the catalogue’s first-level categories from the menu, with a product picture when the menu has none', () => {
    expect(categoryTiles(menu, [sampleProduct], 'jewelry-catalog')).toEqual([
      { name: 'Кольца', href: '/jewelry-catalog/rings/', image: sampleProduct.media_with_formatting[0]?.url },
      { name: 'Серьги', href: '/jewelry-catalog/earrings/', image: '/e.svg' },
    ]);
  });

  it('puts pictured tiles first when some have no picture', () => {
    const tiles = categoryTiles(menu, [], 'jewelry-catalog');
    expect(tiles.map((tile) => tile.name)).toEqual(['Серьги', 'Кольца']);
  });

  it('falls back to the products’ categories when the menu has nothing for this catalogue', () => {
    expect(categoryTiles([], [sampleProduct, { ...sampleProduct, id: 9 }], 'diamant-jewelry-catalog')).toEqual([
      { name: 'Кольца', href: '/diamant-jewelry-catalog/rings/', image: sampleProduct.media_with_formatting[0]?.url },
    ]);
  });

  it('keeps at most the given number', () => {
    expect(categoryTiles(menu, [], 'jewelry-catalog', 1)).toHaveLength(1);
  });
});
