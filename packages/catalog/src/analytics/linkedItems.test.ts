import type { AnalyticsItem } from '@ornament/analytics';
import { describe, expect, it } from 'vitest';
import { itemForHref } from './linkedItems';

const ring = { item_id: '01-1', item_name: 'Кольцо', index: 0 } as unknown as AnalyticsItem;
const chain = { item_id: '02-2', item_name: 'Цепь', index: 1 } as unknown as AnalyticsItem;
const items = [
  { href: '/product/ring-1/', item: ring },
  { href: '/product/chain-2/', item: chain },
];

describe('itemForHref', () => {
  it('finds the item of a product link however the href is written', () => {
    expect(itemForHref(items, '/product/chain-2/')).toBe(chain);
    expect(itemForHref(items, '/product/ring-1')).toBe(ring);
    expect(itemForHref(items, 'https://shop.example/product/ring-1/?size=17')).toBe(ring);
  });
  it('ignores links that are not products of the list', () => {
    expect(itemForHref(items, '/jewelry-catalog/')).toBeUndefined();
  });
});
