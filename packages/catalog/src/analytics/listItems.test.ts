import { describe, expect, it } from 'vitest';
import { sampleProduct } from '../testing/sampleProduct';
import { linkedItemsOf } from './listItems';

describe('linkedItemsOf', () => {
  it('maps each product to its link and a GA4 item numbered from the page start', () => {
    const second = { ...sampleProduct, article: '2000002', url_code: 'second' };
    const linked = linkedItemsOf([sampleProduct, second], { name: 'Кольца' }, 'main', 72);
    expect(linked.map((entry) => entry.href)).toEqual([`/product/${sampleProduct.article}/`, '/product/2000002/']);
    expect(linked.map((entry) => entry.item.index)).toEqual([72, 73]);
    expect(linked[0]?.item).toMatchObject({ item_id: sampleProduct.article, item_list_name: 'Кольца', price: sampleProduct.price });
  });
});
