// The /gift-card/ route (`app/gift-card/page.tsx`): the same HTML for everyone; the purchase outcome
// and the lookup run in the browser.
import type { ApiClient } from '@ornament/api-client';
import { giftCardPageTexts, type Tenant } from '@ornament/domain';
import type { Metadata } from 'next';
import { GiftCardPage } from './GiftCardPage';

export interface GiftCardRouteOptions {
  storefront: { tenant: Tenant };
  serverApiClient: () => Promise<ApiClient>;
}

export function giftCardRoute({ storefront, serverApiClient }: GiftCardRouteOptions) {
  const metadata: Metadata = { title: giftCardPageTexts.title, description: giftCardPageTexts.lead };
  async function GiftCardRoutePage() {
    return <GiftCardPage client={await serverApiClient()} tenant={storefront.tenant} />;
  }
  return { metadata, Page: GiftCardRoutePage };
}
