import type { ProductDetail } from '@ornament/api-contract';
import { sampleProduct } from './sampleProduct';

/** A realistic product-page product for tests, in roubles; `overrides` replace fields. */
export function sampleProductDetail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    ...sampleProduct,
    currency: { code: 'RUB', symbol: '₽', text: 'руб.' },
    description: 'Кольцо из золота 585 пробы с бриллиантом.',
    characteristics: [{ code: 'material', name: 'Материал', value: 'Золото 585' }],
    kits: [],
    upsale_link: null,
    breadcrumbs: [
      { name: 'Главная', url: '/' },
      { name: 'Ювелирные украшения', url: '/jewelry-catalog/' },
    ],
    ...overrides,
  };
}
