import { describe, expect, it } from 'vitest';
import { sampleProduct } from '../testing/sampleProduct';
import { linkedItemsOf, toListingCard } from './listItems';

describe('linkedItemsOf', () => {
  it('maps each card to its link and a GA4 item numbered from the page start', () => {
    const second = { ...sampleProduct, id: 2, article: '2000002', url_code: 'second' };
    const linked = linkedItemsOf([sampleProduct, second].map((product) => toListingCard(product, 'KZT')), { name: 'Кольца' }, 'main', 72);
    expect(linked.map((entry) => entry.href)).toEqual([`/product/${sampleProduct.article}/`, '/product/2000002/']);
    expect(linked.map((entry) => entry.item.index)).toEqual([72, 73]);
    expect(linked[0]?.item).toMatchObject({ item_id: sampleProduct.article, item_name: sampleProduct.name, item_list_name: 'Кольца', price: sampleProduct.price });
  });

  it('reports the same item the product itself maps to', async () => {
    const { fromProduct, toAnalyticsItem } = await import('@ornament/analytics');
    const [linked] = linkedItemsOf([toListingCard(sampleProduct, 'KZT')], { name: 'Кольца' }, 'main', 0);
    expect(linked?.item).toEqual(toAnalyticsItem(fromProduct(sampleProduct), { brand: 'main', listName: 'Кольца', index: 0 }));
  });

  it('carries what the page says once, or what the article gives, only once', async () => {
    const { cardOfListing } = await import('./listItems');
    const { toCardData } = await import('../product/cardProps');
    const compact = toListingCard(sampleProduct, 'KZT');
    expect(compact).not.toHaveProperty('href');
    expect(compact).not.toHaveProperty('currency');
    expect(cardOfListing(compact, 'KZT')).toEqual(toCardData(sampleProduct));
    expect(toListingCard(sampleProduct, 'RUB').currency).toBe('KZT');
  });
});
