import type { Product } from '@ornament/api-contract';

/** A realistic listing product for tests. */
export const sampleProduct: Product = {
  id: 7,
  article: '1004467',
  url_code: 'kolco-1004467',
  name: 'Кольцо из золота с бриллиантом',
  price: 45990,
  old_price: 52990,
  discount: 13,
  bonus: 4599,
  currency: { code: 'KZT', symbol: '₸', text: 'тенге' },
  stock: { in_stock: true, quantity: 3 },
  characteristic_short: [],
  collection: null,
  badges: [{ code: 'hit', text: 'Хит', background: '#B8975A', color: '#FFFFFF' }],
  is_on_request: false,
  is_sizeable: true,
  catalog: 'catalog',
  category: { code: 'rings', name: 'Кольца' },
  weight: 2.1,
  material: { code: 'gold-585', name: 'Золото 585', color_code: '#D4AF37' },
  inserts: [{ url_code: 'diamond', name: 'Бриллиант', count: 1, weight: 0.1, color_code: '#FFFFFF' }],
  media_with_formatting: [{ type: 'image', url: '/api/media/kolco/white-1.svg', width: 600, height: 600, alt: '' }],
  media_with_formatting_black: [],
  rating: { rating: 5, rating_float: 4.8, sum_comments: 3 },
  sort: 1,
};
