import { fromProduct, toAnalyticsItem } from '@ornament/analytics';
import type { Product } from '@ornament/api-contract';
import type { BrandId } from '@ornament/domain';
import type { ReactNode } from 'react';
import { FavoriteButton } from './FavoriteButton';

/** The heart for a product, its analytics item mapped here on the server (for the product header). */
export function favoriteButtonFor(brand: BrandId): (product: Product) => ReactNode {
  function ProductFavoriteButton(product: Product) {
    return <FavoriteButton article={product.article} currency={product.currency.code} item={toAnalyticsItem(fromProduct(product), { brand })} />;
  }
  return ProductFavoriteButton;
}
