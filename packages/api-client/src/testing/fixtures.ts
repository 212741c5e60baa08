import type { CatalogListing, FiltersResponse, Product } from '@ornament/api-contract';

const rub = { code: 'RUB', symbol: '₽', text: 'руб.' } as const;

export const product: Product = {
  id: 1,
  article: '01-0001',
  url_code: 'ring-01-0001',
  name: 'Кольцо из золота',
  price: 12_990,
  old_price: null,
  discount: 0,
  bonus: 1299,
  currency: rub,
  stock: { in_stock: true, quantity: 3 },
  characteristic_short: [],
  collection: null,
  badges: [],
  is_on_request: false,
  is_sizeable: true,
  catalog: 'jewelry-catalog',
  category: { code: 'rings', name: 'Кольца' },
  weight: 1.5,
  material: { code: 'gold', name: 'Золото', color_code: '#ffd700' },
  inserts: [],
  media_with_formatting: [],
  media_with_formatting_black: [],
  rating: { rating: 5, rating_float: 4.8, sum_comments: 2 },
  sort: 1,
};

export const listing: CatalogListing = {
  data: [product],
  meta: {
    section: 'jewelry-catalog',
    category: null,
    h1: 'Ювелирные украшения',
    title: 'Ювелирные украшения',
    description: '',
    canonical: '/jewelry-catalog/',
    robots: 'index, follow',
    breadcrumbs: [],
    sort: [],
    'current-page': 1,
    'page-count': 1,
    'per-page': 72,
    'total-count': 41,
  },
};

export const filters: FiltersResponse = { data: [], meta: { sort: [], 'total-count': 41, clear_all: '/jewelry-catalog/' } };

export const moscow = {
  guid_city: '0c5b2444-70a0-4932-980c-b4dc0d3f02b5',
  guid_country: '53d5ff21-8d4a-5f6d-bb23-dc9cad26099c',
  guid_region: '0c5b2444-70a0-4932-980c-b4dc0d3f02b5',
  name_city: 'Москва',
  name_region: 'Москва',
  region_timezone: 'UTC+3:00',
  country_code: 'RU',
  fias_id: '0c5b2444-70a0-4932-980c-b4dc0d3f02b5',
  region_fias_id: '0c5b2444-70a0-4932-980c-b4dc0d3f02b5',
  lat: 55.7558,
  lon: 37.6173,
} as const;
