// schema.org Product for the product page (spec 2 §3): offers with price, currency and availability,
// and an aggregate rating that defaults to 5 from 1 review when the product has none yet.
import type { ProductDetail } from './loadProduct';
import { productHref } from './cardProps';
import type { PriceView } from './productView';

export const defaultAggregateRating = { ratingValue: 5, reviewCount: 1 } as const;

export function productJsonLd(product: ProductDetail, view: Pick<PriceView, 'price' | 'inStock'>, origin: string) {
  const url = `${origin}${productHref(product)}`;
  const rated = product.rating.sum_comments > 0;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.article,
    description: product.description || product.name,
    image: product.media_with_formatting.map((media) => `${origin}${media.url}`),
    material: product.material.name,
    ...(product.collection ? { isRelatedTo: { '@type': 'ProductCollection', name: product.collection.name } } : {}),
    offers: {
      '@type': 'Offer',
      url,
      price: view.price,
      priceCurrency: product.currency.code,
      availability: view.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: rated ? product.rating.rating_float || product.rating.rating : defaultAggregateRating.ratingValue,
      reviewCount: rated ? product.rating.sum_comments : defaultAggregateRating.reviewCount,
    },
  };
}

/** JSON for a script element: `<` escaped so no text in it can close the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
