import type { FilterSection } from '@ornament/api-contract';
import { formatNumber } from '@ornament/domain';
import { describe, expect, it } from 'vitest';
import { priceFormUrl, priceRangeOf, selectedChips, snappedPriceParams, splitUrl } from './filterState';

const section = (over: Partial<FilterSection>): FilterSection => ({
  filter_code: 'material',
  name: 'Материал',
  display_type: 'checkbox',
  fields: [],
  has_selected: false,
  depended: true,
  clear_all: null,
  source: 'path',
  sort: 1,
  ...over,
});

const price = section({
  filter_code: 'price',
  name: 'Цена',
  display_type: 'range',
  source: 'get',
  has_selected: true,
  clear_all: '/jewelry-catalog/',
  fields: [
    { value: '5000', name: 'min', checked: true, sort: 1, link: '/jewelry-catalog/', count: 3, limit: 1200 },
    { value: '90000', name: 'max', checked: false, sort: 2, link: '/jewelry-catalog/', count: 3, limit: 90000 },
  ],
});

describe('filter state', () => {
  it('chips every checked value, nested ones included, and the price as one chip', () => {
    const category = section({
      filter_code: 'category',
      display_type: 'radiobutton',
      fields: [
        {
          value: 'rings',
          name: 'Кольца',
          checked: false,
          sort: 1,
          link: '/jewelry-catalog/rings/',
          count: 2,
          children: [{ value: 'wedding', name: 'Обручальные', checked: true, sort: 1, link: '/jewelry-catalog/rings/', count: 1 }],
        },
      ],
    });
    const material = section({
      fields: [
        { value: 'gold', name: 'Золото', checked: true, sort: 1, link: '/jewelry-catalog/rings/wedding/', count: 1 },
        { value: 'silver', name: 'Серебро', checked: false, sort: 2, link: '/x/', count: 1 },
      ],
    });
    expect(selectedChips([category, material, price]).map((chip) => [chip.label, chip.href])).toEqual([
      ['Обручальные', '/jewelry-catalog/rings/'],
      ['Золото', '/jewelry-catalog/rings/wedding/'],
      [`Цена от ${formatNumber(5000)}`, '/jewelry-catalog/'],
    ]);
  });

  it('reads the price bounds with their limits', () => {
    expect(priceRangeOf(price)).toEqual({ min: { value: 5000, limit: 1200, checked: true }, max: { value: 90000, limit: 90000, checked: false } });
  });

  it('builds the price form URL on its action, snapping to the step table and dropping empty bounds', () => {
    const action = splitUrl('/jewelry-catalog/?sort=new_up&price_min=1');
    expect(action).toEqual({ path: '/jewelry-catalog/', params: [['sort', 'new_up'], ['price_min', '1']] });
    expect(priceFormUrl(action, '12345', '')).toBe('/jewelry-catalog/?sort=new_up&price_min=10000');
    expect(priceFormUrl(action, '', '61000')).toBe('/jewelry-catalog/?sort=new_up&price_max=75000');
    expect(priceFormUrl(splitUrl('/bags/'), 'abc', '0')).toBe('/bags/');
  });

  it('snaps off-step price params for a redirect and leaves on-step ones alone', () => {
    // 4 300 steps by 2 500 (down to 2 500); 9 100 by 2 500 (up to 10 000).
    expect(snappedPriceParams({ price_min: '4300', price_max: '9100', size: '17' })).toEqual({ price_min: '2500', price_max: '10000', size: '17' });
    expect(snappedPriceParams({ price_min: '4000', price_max: '10000' })).toBeUndefined();
    expect(snappedPriceParams({ price_min: 'abc' })).toBeUndefined();
  });
});
