// A kept photo search served back as a catalogue listing (the storefront's /products-search/image?id=).
import type { CatalogListing } from '@ornament/api-contract';
import { plural } from '@ornament/domain';

export function imageSearchUrl(id: string): string {
  return `/products-search/image?id=${encodeURIComponent(id)}`;
}

export function imageListingMeta(id: string, page: number, perPage: number, total: number): CatalogListing['meta'] {
  const h1 = 'Похожие товары по фото';
  const url = imageSearchUrl(id);
  return {
    section: 'products-search',
    category: null,
    h1,
    title: `${h1} — интернет-магазин`,
    description: `${total} ${plural(total, ['товар', 'товара', 'товаров'])}, похожих на ваше фото.`,
    canonical: page > 1 ? `${url}&page=${page}` : url,
    robots: 'noindex, nofollow',
    breadcrumbs: [
      { name: 'Главная', url: '/' },
      { name: 'Поиск по фото', url },
    ],
    // Ranked by likeness only: there is no other order to offer.
    sort: [],
    'current-page': page,
    'page-count': Math.ceil(total / perPage),
    'per-page': perPage,
    'total-count': total,
  };
}
