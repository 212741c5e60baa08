import type { ApiClient } from './client';
import type { ClientConfig } from './config';
import { type ContextTenant, contextFromCookies } from './context';
import { readDocumentCookie } from './cookies';

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
 * first-party), a context re-read from document.cookie on every call, and the call groups loaded
 * when first used.
 */
// Groups used together share a chunk: every import() site costs each page's first load a loader
// entry, while a group's own code loads only when first called.
const shoppingServices = () => import('./calls/shoppingServices');
const checkoutServices = () => import('./calls/checkoutServices');
const accountServices = () => import('./calls/accountServices');
const referenceServices = () => import('./calls/referenceServices');
const storeServices = () => import('./calls/storeServices');

export function createBrowserApiClient(tenant: ContextTenant, options: Partial<Omit<ClientConfig, 'context'>> = {}): ApiClient {
  const config: ClientConfig = {
    baseUrls: {},
    defaultBaseUrl: '',
    ...options,
    context: () => contextFromCookies((name) => readDocumentCookie(name), tenant),
  };
  const groups: Groups = {
    auth: lazyGroup(() => import('./calls/auth').then((module) => module.authCalls(config))),
    basket: lazyGroup(() => checkoutServices().then((module) => module.basketCalls(config))),
    catalog: lazyGroup(() => shoppingServices().then((module) => module.catalogCalls(config))),
    checkout: lazyGroup(() => checkoutServices().then((module) => module.checkoutCalls(config))),
    content: lazyGroup(() => referenceServices().then((module) => module.contentCalls(config))),
    delivery: lazyGroup(() => checkoutServices().then((module) => module.deliveryCalls(config))),
    favorites: lazyGroup(() => shoppingServices().then((module) => module.favoriteCalls(config))),
    geo: lazyGroup(() => referenceServices().then((module) => module.geoCalls(config))),
    handbooks: lazyGroup(() => referenceServices().then((module) => module.handbookCalls(config))),
    loyalty: lazyGroup(() => import('./calls/loyalty').then((module) => module.loyaltyCalls(config))),
    messaging: lazyGroup(() => import('./calls/messaging').then((module) => module.messagingCalls(config))),
    meta: lazyGroup(() => referenceServices().then((module) => module.metaCalls(config))),
    orders: lazyGroup(() => accountServices().then((module) => module.orderCalls(config))),
    product: lazyGroup(() => shoppingServices().then((module) => module.productCalls(config))),
    profile: lazyGroup(() => accountServices().then((module) => module.profileCalls(config))),
    returns: lazyGroup(() => accountServices().then((module) => module.returnCalls(config))),
    reviews: lazyGroup(() => accountServices().then((module) => module.reviewCalls(config))),
    search: lazyGroup(() => shoppingServices().then((module) => module.searchCalls(config))),
    giftCards: lazyGroup(() => storeServices().then((module) => module.giftCardCalls(config))),
    requests: lazyGroup(() => storeServices().then((module) => module.requestCalls(config))),
    promotions: lazyGroup(() => storeServices().then((module) => module.promotionCalls(config))),
    shopMap: lazyGroup(() => storeServices().then((module) => module.shopMapCalls(config))),
    seo: lazyGroup(() => storeServices().then((module) => module.seoCalls(config))),
    authenticity: lazyGroup(() => storeServices().then((module) => module.authenticityCalls(config))),
    tradeIn: lazyGroup(() => storeServices().then((module) => module.tradeInCalls(config))),
  };
  return {
    config,
    ...groups,
    request: (requestOptions) => import('./request').then((module) => module.request(config, requestOptions)),
  };
}
