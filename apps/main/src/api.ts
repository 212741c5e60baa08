import { type ApiClient, createApiClient } from '@ornament/api-client';
import { serverContextFromCookies } from '@ornament/api-client/server';
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
    context: serverContextFromCookies((name) => store.get(name)?.value, tenant),
    headers: cookieHeader ? { cookie: cookieHeader } : {},
  });
}
