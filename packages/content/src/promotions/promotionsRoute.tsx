// The promotion routes: `app/promotions/page.tsx` and `app/promotions/[slug]/page.tsx`. Both read the
// session (the viewer's flags and promocode), so they render per request.
import type { ApiClient } from '@ornament/api-client';
import { promotionMessages, type Tenant } from '@ornament/domain';
import type { Metadata } from 'next';
import { loadPromotion } from './loadPromotions';
import { PromotionDetailPage } from './PromotionDetailPage';
import { PromotionsPage } from './PromotionsPage';

export interface PromotionRouteOptions {
  storefront: { tenant: Tenant };
  serverApiClient: () => Promise<ApiClient>;
}

interface SlugProps {
  params: Promise<{ slug: string }>;
}

export function promotionsRoute({ storefront, serverApiClient }: PromotionRouteOptions) {
  const metadata: Metadata = { title: promotionMessages.pageTitle };
  async function PromotionsRoutePage() {
    return <PromotionsPage client={await serverApiClient()} tenant={storefront.tenant} />;
  }
  return { metadata, Page: PromotionsRoutePage };
}

export function promotionDetailRoute({ storefront, serverApiClient }: PromotionRouteOptions) {
  async function generateMetadata({ params }: SlugProps): Promise<Metadata> {
    const loaded = await loadPromotion(await serverApiClient(), (await params).slug);
    if (loaded.kind !== 'data') return { title: promotionMessages.pageTitle };
    return { title: loaded.data.attributes.title, description: loaded.data.attributes['preview-description'] };
  }
  async function PromotionDetailRoutePage({ params }: SlugProps) {
    return <PromotionDetailPage client={await serverApiClient()} tenant={storefront.tenant} slug={(await params).slug} />;
  }
  return { generateMetadata, Page: PromotionDetailRoutePage };
}
