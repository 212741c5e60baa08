import { type ApiClient, isApiClientError, unwrap } from '@ornament/api-client';
import type { ContentPage } from '@ornament/api-contract';

/** Content is the same for everyone: kept 5 minutes in the server's data cache. */
export const contentCache = { next: { revalidate: 300 } } as const;

export type LoadedContentPage = { kind: 'page'; page: ContentPage } | { kind: 'missing' } | { kind: 'failed' };

/**
 * A content page with its areas (GET v3 content/page/{code}/?include=contents). Metadata and page
 * read it alike; Next's fetch memoisation makes that one request per render. 404 → the app's 404.
 */
export async function loadContentPage(client: ApiClient, code: string): Promise<LoadedContentPage> {
  try {
    return { kind: 'page', page: unwrap(await client.content.page(code, { include: 'contents' }, contentCache)).data };
  } catch (error) {
    return isApiClientError(error) && (error.status === 404 || error.status === 400) ? { kind: 'missing' } : { kind: 'failed' };
  }
}

/** The first of `codes` that exists (a country's own variant, then the common page). */
export async function loadFirstContentPage(client: ApiClient, codes: readonly string[]): Promise<LoadedContentPage> {
  let last: LoadedContentPage = { kind: 'missing' };
  for (const code of codes) {
    last = await loadContentPage(client, code);
    if (last.kind !== 'missing') return last;
  }
  return last;
}
