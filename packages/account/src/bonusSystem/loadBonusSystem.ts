import { type ApiClient, isApiClientError, unwrap } from '@ornament/api-client';
import type { ContentArea, ContentPage } from '@ornament/api-contract';
import { type BrandId, bonusSystemPageCode } from '@ornament/domain';

/** Spec 3 §7: the services block under the programme. */
export const dashboardServicesArea = 'dashboard-services';
/** The guest's invitation area: shown to guests only, where a shopper sees their own panel. */
export const guestArea = 'auth-banner';

/** Content is the same for everyone: kept 5 minutes in the server's data cache. */
const contentCache = { next: { revalidate: 300 } } as const;

export type LoadedPage = { kind: 'page'; page: ContentPage } | { kind: 'missing' } | { kind: 'failed' };

/**
 * The programme's content page (bonus-system, or bonus-system-diamant on the second brand) with its
 * areas. Metadata and page read it alike; Next's fetch memoisation makes that one request a render.
 */
export async function loadBonusPage(client: ApiClient, brand: BrandId): Promise<LoadedPage> {
  try {
    return { kind: 'page', page: unwrap(await client.content.page(bonusSystemPageCode(brand), { include: 'contents' }, contentCache)).data };
  } catch (error) {
    return isApiClientError(error) && error.status === 404 ? { kind: 'missing' } : { kind: 'failed' };
  }
}

export async function loadServices(client: ApiClient): Promise<ContentArea | null> {
  try {
    return unwrap(await client.content.area(dashboardServicesArea, undefined, contentCache)).data;
  } catch {
    return null; // the services block is an extra: the page stands without it
  }
}
