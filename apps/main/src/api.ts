import { type ApiClient, createApiClient } from '@ornament/api-client';
import { serverContextFromCookies } from '@ornament/api-client/server';
import { publicApiClient as pagePublicApiClient } from '@ornament/shell/page-cache';
import { cookies } from 'next/headers';
import { env } from './env';
import { tenant } from './tenant';

/**
 * The API client of a personal page (basket, account, sign-in): context from the shopper's cookies,
 * which it forwards. Only for pages outside the cached tree.
 */
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

/** The API client of a page the same for every shopper (`app/[variant]/`): no cookies, the variant's city. */
export const publicApiClient = pagePublicApiClient({ apiUrl: env.API_URL, tenant });
