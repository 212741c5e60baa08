import { ProductRoute, productRouteMetadata } from '@ornament/catalog';
import { ProductHeader } from '@ornament/shell';
import type { Metadata } from 'next';
import { serverApiClient } from '../../../src/api';
import { storefront } from '../../../src/tenant';

type RouteProps = { params: Promise<{ article: string }> };

export async function generateMetadata({ params }: RouteProps): Promise<Metadata> {
  return productRouteMetadata(await serverApiClient(), (await params).article);
}

export default async function ProductPageRoute({ params }: RouteProps) {
  return (
    <ProductRoute
      client={await serverApiClient()}
      article={(await params).article}
      brand={storefront.tenant.brand}
      header={(product) => (
        <ProductHeader
          tenant={storefront.tenant}
          title={product.name}
          article={product.article}
          picture={product.media_with_formatting[0]?.url}
          fallbackHref={storefront.catalogHref}
        />
      )}
    />
  );
}
