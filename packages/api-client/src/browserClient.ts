import { contextCookies } from '@ornament/api-contract/http';
import type { ApiClient } from './client';
import type { ClientConfig } from './config';
import { type ContextTenant, contextFromCookies } from './context';
import { readDocumentCookie } from './cookies';
import type { browserFetch } from './browserFetch';

type Groups = Omit<ApiClient, 'config' | 'request'>;
type AsyncMethods<T> = { [K in keyof T]: T[K] extends (...args: infer A) => Promise<infer R> ? (...args: A) => Promise<R> : never };

/**
 * A call group whose code loads on its first call: every call already returns a promise, so the
 * caller cannot tell, and a page's first load carries only the request context.
 */
function lazyGroup<T extends object>(load: () => Promise<T>): T {
  let loaded: Promise<T> | undefined;
  const group = () => (loaded ??= load());
  return new Proxy({} as AsyncMethods<T>, {
    get: (_target, name) => (...args: unknown[]) =>
      group().then((calls) => (calls[name as keyof T] as (...a: unknown[]) => Promise<unknown>)(...args)),
  }) as T;
}

/**
 * The browser's client: same-origin calls (the app rewrites /api to the API, so cookies stay
 * first-party), a context re-read from document.cookie on every call, writes one at a time until
 * there is a session (./sessionGate), and the call groups loaded when first used.
 */
// The groups load together on the first call of any (./calls/browserCalls says why), those of the
// store-service pages and the personal area apart from the rest.
const browserCalls = () => import('./calls/browserCalls');
const storeAndAccountCalls = () => import('./calls/storeAndAccountCalls');

export function createBrowserApiClient(tenant: ContextTenant, options: Partial<Omit<ClientConfig, 'context'>> = {}): ApiClient {
  const { fetch: pageFetch, ...rest } = options;
  const config: ClientConfig = {
    baseUrls: {},
    defaultBaseUrl: '',
    ...rest,
    context: () => contextFromCookies((name) => readDocumentCookie(name), tenant),
  };
  // The browser's fetch (./browserFetch: the session gate, zod without eval) comes with the first chunk
  // of calls, not in the page's first load; no call can be sent before one has loaded. A local fetch,
  // so the page's is not called with `this` = config.
  const send = pageFetch ?? ((input, init) => globalThis.fetch(input, init));
  const gated = <C extends { browserFetch: typeof browserFetch }>(load: () => Promise<C>) => async () => {
    const calls = await load();
    config.fetch ??= calls.browserFetch(send, () => readDocumentCookie(contextCookies.hasSession) === '1');
    return calls;
  };
  const loadBrowserCalls = gated(browserCalls);
  const loadStoreCalls = gated(storeAndAccountCalls);
  const group = <T extends object>(make: (calls: Awaited<ReturnType<typeof browserCalls>>) => T) => lazyGroup(() => loadBrowserCalls().then(make));
  const storeGroup = <T extends object>(make: (calls: Awaited<ReturnType<typeof storeAndAccountCalls>>) => T) => lazyGroup(() => loadStoreCalls().then(make));
  const groups: Groups = {
    auth: group((calls) => calls.authCalls(config)),
    basket: group((calls) => calls.basketCalls(config)),
    catalog: group((calls) => calls.catalogCalls(config)),
    checkout: group((calls) => calls.checkoutCalls(config)),
    content: group((calls) => calls.contentCalls(config)),
    delivery: group((calls) => calls.deliveryCalls(config)),
    favorites: group((calls) => calls.favoriteCalls(config)),
    geo: group((calls) => calls.geoCalls(config)),
    handbooks: group((calls) => calls.handbookCalls(config)),
    loyalty: group((calls) => calls.loyaltyCalls(config)),
    messaging: group((calls) => calls.messagingCalls(config)),
    meta: group((calls) => calls.metaCalls(config)),
    orders: storeGroup((calls) => calls.orderCalls(config)),
    product: group((calls) => calls.productCalls(config)),
    profile: storeGroup((calls) => calls.profileCalls(config)),
    returns: storeGroup((calls) => calls.returnCalls(config)),
    reviews: storeGroup((calls) => calls.reviewCalls(config)),
    search: group((calls) => calls.searchCalls(config)),
    giftCards: storeGroup((calls) => calls.giftCardCalls(config)),
    requests: storeGroup((calls) => calls.requestCalls(config)),
    promotions: storeGroup((calls) => calls.promotionCalls(config)),
    shopMap: storeGroup((calls) => calls.shopMapCalls(config)),
    seo: storeGroup((calls) => calls.seoCalls(config)),
    authenticity: storeGroup((calls) => calls.authenticityCalls(config)),
    tradeIn: storeGroup((calls) => calls.tradeInCalls(config)),
  };
  return {
    config,
    ...groups,
    request: (requestOptions) => loadBrowserCalls().then((calls) => calls.request(config, requestOptions)),
  };
}
