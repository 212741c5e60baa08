import type { ApiClient } from '@ornament/api-client';
import type { ContentArea } from '@ornament/api-contract';

/** Spec 2 §7: the mobile app's banner (its stores as links), fetched by code. */
export const downloadAppBannerArea = 'download-app-banner';

/** The same for everyone: kept 5 minutes in the server's data cache, like the other content areas. */
const contentCache = { next: { revalidate: 300 } } as const;

export async function loadAppBanner(client: ApiClient): Promise<ContentArea | null> {
  try {
    const response = await client.content.area(downloadAppBannerArea, undefined, contentCache);
    return response.type === 'data' ? response.data.data : null;
  } catch {
    return null; // an extra on the page: the profile stands without it
  }
}
