import type { ApiClient } from '@ornament/api-client';
import type { ContentArea } from '@ornament/api-contract';
import { contentCache } from './loadContentPage';

/**
 * One content area by its code (spec 2 §7 "Areas fetched by code": GET content/area-with-formatting/{code}/,
 * kept 5 minutes like the pages). An area is an extra on its page: a missing or failing one is null.
 */
export async function loadArea(client: ApiClient, code: string): Promise<ContentArea | null> {
  try {
    const response = await client.content.area(code, { formatting: true }, contentCache);
    return response.type === 'data' ? response.data.data : null;
  } catch {
    return null;
  }
}

/** Several areas in parallel, in the order asked, leaving out those that did not load. */
export async function loadAreas(client: ApiClient, codes: readonly string[]): Promise<ContentArea[]> {
  const areas = await Promise.all(codes.map((code) => loadArea(client, code)));
  return areas.filter((area): area is ContentArea => area !== null);
}
