import { type ApiClient, resolveContext } from '@ornament/api-client';
import { brandIndexOf, type Tenant, usesEzvm } from '@ornament/domain';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { cache, Suspense } from 'react';
import { PromotionSlot, type PromotionSlotLoader } from '../analytics/PromotionSlot';
import { ProductRecommendations } from '../recommendations/ProductRecommendations';
import { loadProduct, type ProductDetail } from './loadProduct';
import { loadProductExtras, showsGia } from './loadProductExtras';
import { ProductPage, type ProductPageMarket } from './ProductPage';

/** One fetch per request for the metadata and the page. */
const loadProductOnce = cache(loadProduct);

/** What the product page reads of the storefront's tenant. */
export type ProductTenant = Pick<Tenant, 'brand' | 'host' | 'links'>;

export interface ProductRouteProps {
  client: ApiClient;
  article: string;
  tenant: ProductTenant;
  /** The `size` query parameter: the picked size (spec 2 §3), shareable. */
  size?: string | undefined;
  /** The storefront's product header (back, share, favourite…), built from the product. */
  header: (product: ProductDetail) => ReactNode;
  /** The product's promotion banner, when the app has one to offer. */
  promotionBanner?: PromotionSlotLoader<{ article: string }> | undefined;
}

/** The shopper's market: the country comes from the request context (the chosen city), not the host. */
function marketOf(client: ApiClient, tenant: ProductTenant): ProductPageMarket {
  const country = resolveContext(client.config).countryCode;
  const russia = country === 'RU';
  return {
    brand: tenant.brand,
    brandIndex: brandIndexOf({ brand: tenant.brand, country }),
    russia,
    splitPayment: russia && tenant.links.splitPayment,
    onlinePaymentOffer: usesEzvm(country, tenant.brand),
    origin: `https://${tenant.host}`,
  };
}

/** `/product/{article}/`: the storefront's product header over the product page. */
export async function ProductRoute({ client, article, tenant, size, header, promotionBanner }: ProductRouteProps) {
  const product = await loadProductOnce(client, article);
  const extras = await loadProductExtras(client, product, { gia: showsGia(tenant.brand, product), size });
  return (
    <>
      {header(product)}
      <ProductPage
        product={product}
        extras={extras}
        market={marketOf(client, tenant)}
        requestedSize={size}
        promotion={
          promotionBanner ? (
            <Suspense fallback={null}>
              <PromotionSlot load={() => promotionBanner({ article: product.article })} />
            </Suspense>
          ) : undefined
        }
        recommendations={<ProductRecommendations article={product.article} />}
      />
    </>
  );
}

export async function productRouteMetadata(client: ApiClient, article: string): Promise<Metadata> {
  const product = await loadProductOnce(client, article);
  return { title: product.name, description: product.description.slice(0, 160) || product.name, alternates: { canonical: `/product/${encodeURIComponent(product.article)}/` } };
}
