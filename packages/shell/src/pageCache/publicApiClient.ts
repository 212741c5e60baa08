import { type ApiClient, type ContextTenant, createApiClient } from '@ornament/api-client';
import { serverContextFromCookies } from '@ornament/api-client/server';
import { contextCookies } from '@ornament/api-contract/http';
import { cacheTagsOf } from './cacheTags';
import { currentPageVariant } from './pageVariant';

/** How long a cached page's API reads live when nothing names them stale first (seconds). */
export const cachedReadSeconds = 300;

type NextInit = RequestInit & { next?: { revalidate?: number | false; tags?: string[] } };

/** Next's fetch with each API read tagged by what it shows, so a tag the API names refreshes it. */
const taggedFetch: typeof fetch = (input, init) => {
  const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
  const asked = (init as NextInit | undefined)?.next;
  const next = { revalidate: Math.min(asked?.revalidate || cachedReadSeconds, cachedReadSeconds), tags: [...(asked?.tags ?? []), ...cacheTagsOf(url.pathname, url.searchParams)] };
  return fetch(input, { ...init, next } as NextInit);
};

export interface PublicApiClientOptions {
  apiUrl: string;
  tenant: Omit<ContextTenant, 'countryGuid'>;
}

/**
 * The API client of a page the same for every shopper: no cookie is read or sent. Its context is the
 * storefront's, in the city of the page's variant (prices by country, stores in the city); its
 * reads are tagged for revalidation.
 */
export function publicApiClient({ apiUrl, tenant }: PublicApiClientOptions): () => Promise<ApiClient> {
  return async () => {
    const { cityGuid } = currentPageVariant();
    const context = serverContextFromCookies((name) => (name === contextCookies.cityId ? cityGuid : undefined), tenant);
    return createApiClient({ baseUrls: {}, defaultBaseUrl: apiUrl, context, fetch: taggedFetch });
  };
}
