// The bonus programme page (`app/page/landing/bonus-system/page.tsx`). Not a personal page: its HTML
// is the same for everyone (content cached 5 minutes); the shopper's own part loads in the browser.
import type { ApiClient } from '@ornament/api-client';
import type { BrandId } from '@ornament/domain';
import type { Metadata } from 'next';
import { BonusSystemPage } from '../bonusSystem/BonusSystemPage';
import { loadBonusPage } from '../bonusSystem/loadBonusSystem';

export interface BonusSystemRouteOptions {
  storefront: { tenant: { brand: BrandId } };
  serverApiClient: () => Promise<ApiClient>;
}

export function bonusSystemRoute({ storefront, serverApiClient }: BonusSystemRouteOptions) {
  const { brand } = storefront.tenant;
  async function generateMetadata(): Promise<Metadata> {
    const loaded = await loadBonusPage(await serverApiClient(), brand);
    if (loaded.kind !== 'page') return { title: 'Бонусная программа' };
    const { seo, title } = loaded.page;
    return { title: seo.title || title, description: seo.description || undefined };
  }
  async function BonusSystemRoutePage() {
    return <BonusSystemPage client={await serverApiClient()} brand={brand} />;
  }
  return { generateMetadata, Page: BonusSystemRoutePage };
}
