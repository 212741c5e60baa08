import type { ApiClient } from '@ornament/api-client';
import type { Tenant } from '@ornament/domain';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import type { ProductDetail } from '../product/loadProduct';
import { ProductReviewsRoute, ProductRoute, productRouteMetadata } from '../product/ProductRoute';

export interface ProductRouteOptions {
  storefront: { tenant: Pick<Tenant, 'brand'> };
  serverApiClient: () => Promise<ApiClient>;
  /** The storefront's product header for a product (the shell's, composed by the app). */
  header: (product: ProductDetail) => ReactNode;
}

interface ProductRouteProps {
  params: Promise<{ article: string }>;
}

/** `app/product/[article]/page.tsx`. */
export function productRoute({ storefront, serverApiClient, header }: ProductRouteOptions) {
  async function generateMetadata({ params }: ProductRouteProps): Promise<Metadata> {
    return productRouteMetadata(await serverApiClient(), (await params).article);
  }
  async function ProductPageRoute({ params }: ProductRouteProps) {
    return <ProductRoute client={await serverApiClient()} article={(await params).article} brand={storefront.tenant.brand} header={header} />;
  }
  return { generateMetadata, Page: ProductPageRoute };
}

/** `app/product/[article]/reviews/page.tsx`: the reviews header comes from the shell, via the app. */
export function productReviewsRoute({ serverApiClient, header }: Pick<ProductRouteOptions, 'serverApiClient'> & { header: ReactNode }) {
  const metadata: Metadata = { title: 'Отзывы', robots: { index: false } };
  async function ProductReviewsPageRoute({ params }: ProductRouteProps) {
    return <ProductReviewsRoute client={await serverApiClient()} article={(await params).article} header={header} />;
  }
  return { metadata, Page: ProductReviewsPageRoute };
}
