import type { ApiClient } from '@ornament/api-client';
import { ContentAreaCards } from '../bonusSystem/ContentAreaCards';
import { loadAppBanner } from './loadAppBanner';

/** The app banner on the account's main page, drawn on the server (no script of its own). */
export async function AppBanner({ client }: { client: ApiClient }) {
  const area = await loadAppBanner(client);
  return area ? <ContentAreaCards area={area} /> : null;
}
