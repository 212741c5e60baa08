import type { Tenant } from '@ornament/domain';
import type { ReactNode } from 'react';
import { ProductHeader } from './ProductHeader';

/** The product fields the header shows or sends (the catalogue's product detail has them). */
export interface ProductHeaderSubject {
  name: string;
  article: string;
  media_with_formatting: readonly { url: string }[];
}

/** A storefront's product header for a product page: what the app hands to the product route. */
export function productHeaderFor<P extends ProductHeaderSubject>(
  storefront: { tenant: Pick<Tenant, 'brand'>; catalogHref: string },
  /** The favourites feature's heart for the product (a link to favourites without it). */
  options: { favourite?: (product: P) => ReactNode } = {},
): (product: P) => ReactNode {
  function StorefrontProductHeader(product: P) {
    return (
      <ProductHeader
        tenant={{ brand: storefront.tenant.brand }}
        title={product.name}
        article={product.article}
        picture={product.media_with_formatting[0]?.url}
        fallbackHref={storefront.catalogHref}
        favourite={options.favourite?.(product)}
      />
    );
  }
  return StorefrontProductHeader;
}
