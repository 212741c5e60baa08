import { type ApiClient, contextFromCookies, createApiClient } from '@ornament/api-client';
import { cookies } from 'next/headers';
import { env } from './env';
import { tenant } from './tenant';

/** The API client for this request: context from the shopper's cookies and this storefront's tenant. */
export async function serverApiClient(): Promise<ApiClient> {
  const store = await cookies();
  const cookieHeader = store.toString();
  return createApiClient({
    baseUrls: {},
    defaultBaseUrl: env.API_URL,
    context: contextFromCookies((name) => store.get(name)?.value, tenant),
    headers: cookieHeader ? { cookie: cookieHeader } : {},
  });
}
