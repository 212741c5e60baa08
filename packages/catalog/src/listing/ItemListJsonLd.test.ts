import { describe, expect, it } from 'vitest';
import { toCardData } from '../product/cardProps';
import { sampleProduct } from '../testing/sampleProduct';
import { itemListJsonLd } from './ItemListJsonLd';

describe('itemListJsonLd', () => {
  it('numbers the products from the page offset and links their pages', () => {
    const data = itemListJsonLd('Кольца', [toCardData(sampleProduct)], 72);
    expect(data).toMatchObject({ '@type': 'ItemList', name: 'Кольца', numberOfItems: 1 });
    expect(data.itemListElement).toEqual([{ '@type': 'ListItem', position: 73, url: '/product/1004467/', name: sampleProduct.name }]);
  });
});
