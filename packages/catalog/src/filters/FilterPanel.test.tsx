import type { CatalogFiltersResult } from '@ornament/api-client';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FilterPanel } from './FilterPanel';

const filters: CatalogFiltersResult = {
  data: [
    {
      filter_code: 'category',
      name: 'Категория',
      display_type: 'radiobutton',
      source: 'path',
      sort: 1,
      depended: false,
      has_selected: false,
      clear_all: null,
      fields: [{ value: 'rings', name: 'Кольца', checked: false, sort: 1, link: '/jewelry-catalog/rings/material-gold/', count: 12 }],
    },
    {
      filter_code: 'material',
      name: 'Материал',
      display_type: 'checkbox',
      source: 'path',
      sort: 2,
      depended: true,
      has_selected: true,
      clear_all: '/jewelry-catalog/?sort=new_up',
      fields: [{ value: 'gold', name: 'Золото', checked: true, sort: 1, link: '/jewelry-catalog/?sort=new_up', count: 30 }],
    },
    {
      filter_code: 'size',
      name: 'Размер',
      display_type: 'radiobutton_chips',
      source: 'get',
      sort: 3,
      depended: true,
      has_selected: false,
      clear_all: null,
      fields: [{ value: '17', name: '17', checked: false, sort: 1, link: '/jewelry-catalog/material-gold/?size=17&sort=new_up', count: 4 }],
    },
    {
      filter_code: 'price',
      name: 'Цена',
      display_type: 'range',
      source: 'get',
      sort: 4,
      depended: true,
      has_selected: false,
      clear_all: null,
      fields: [
        { value: '1200', name: 'min', checked: false, sort: 1, link: '/x/', count: 30, limit: 1200 },
        { value: '90000', name: 'max', checked: false, sort: 2, link: '/x/', count: 30, limit: 90000 },
      ],
    },
  ],
  meta: { sort: [], 'total-count': 30, clear_all: '/jewelry-catalog/?sort=new_up' },
  productCount: 30,
  prefilterList: ['material'],
};

describe('FilterPanel', () => {
  const html = renderToStaticMarkup(<FilterPanel filters={filters} />);

  it('renders every value as a real link to its canonical URL, the checked one marked', () => {
    expect(html).toContain('id="catalog-filters"');
    expect(html).toContain('href="/jewelry-catalog/rings/material-gold/"');
    expect(html).toMatch(/href="\/jewelry-catalog\/\?sort=new_up" aria-current="true"[^>]*>.*Золото/);
    expect(html).toContain('href="/jewelry-catalog/material-gold/?size=17&amp;sort=new_up"');
  });

  it('shows the chosen values as chips with a clear-all link', () => {
    expect(html).toContain('Золото ×');
    expect(html).toContain('Сбросить все');
  });

  it('puts the price in a GET form to the listing without dependent filters, keeping the sort', () => {
    const form = html.match(/<form[^>]*>/)?.[0] ?? '';
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/jewelry-catalog/"');
    expect(html).toContain('<input type="hidden" name="sort" value="new_up"/>');
    expect(html).toContain('name="price_min"');
    expect(html).toContain('placeholder="90000"');
  });
});
