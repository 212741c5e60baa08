import type { ApiClient } from '@ornament/api-client';
import type { Tenant } from '@ornament/domain';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import type { PromotionSlotLoader } from '../analytics/PromotionSlot';
import type { ProductDetail } from '../product/loadProduct';
import { ProductRoute, productRouteMetadata } from '../product/ProductRoute';

export interface ProductRouteOptions {
  storefront: { tenant: Pick<Tenant, 'brand' | 'host' | 'links'> };
  serverApiClient: () => Promise<ApiClient>;
  /** The storefront's product header for a product (the shell's, composed by the app). */
  header: (product: ProductDetail) => ReactNode;
  /** The promotion banner for the product (spec 2 §7 content/filter/product/), streamed in. */
  promotionBanner?: PromotionSlotLoader<{ article: string }>;
}

export interface ProductRouteProps {
  params: Promise<{ article: string }>;
}

interface ProductPageRouteProps extends ProductRouteProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** One `size` value of the query, or none. */
function sizeParam(value: string | string[] | undefined): string | undefined {
  const size = Array.isArray(value) ? value[0] : value;
  return size !== undefined && size.length <= 16 ? size : undefined;
}

/** `app/product/[article]/page.tsx`. */
export function productRoute({ storefront, serverApiClient, header, promotionBanner }: ProductRouteOptions) {
  async function generateMetadata({ params }: ProductRouteProps): Promise<Metadata> {
    return productRouteMetadata(await serverApiClient(), (await params).article);
  }
  async function ProductPageRoute({ params, searchParams }: ProductPageRouteProps) {
    const [{ article }, query] = await Promise.all([params, searchParams]);
    return <ProductRoute client={await serverApiClient()} article={article} tenant={storefront.tenant} size={sizeParam(query.size)} header={header} promotionBanner={promotionBanner} />;
  }
  return { generateMetadata, Page: ProductPageRoute };
}
