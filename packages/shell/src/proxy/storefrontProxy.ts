import { type NextRequest, NextResponse } from 'next/server';
import { contextCookies } from '@ornament/api-contract/http';
import { resetsDiamantMeta } from '@ornament/domain';
import { type PlannedCookie, planCampaignCookies, planThemeCookie } from '../ab/campaignCookies';
import { cachedPagePath, isCachedPagePath, isCachedTreePath } from '../pageCache/cachedPaths';
import { contentSecurityPolicy, createNonce, isPersonalPath, tileImageSource } from './contentSecurityPolicy';

/** A path with broken percent-encoding ('/product/%ZZ/') is the client's error, not a page to render. */
function isDecodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

export interface StorefrontProxyOptions {
  /** The commerce API's address, read at run time, so one build serves any environment. */
  apiUrl: string;
  production: boolean;
  /** The shop map's tile URL template (MAP_TILE_URL): its host may serve images to /shops-map/. */
  mapTileUrl?: string | undefined;
  /**
   * Path prefixes ('/basket/') of the app's pages outside the cached tree (`app/(personal)/`, route
   * handlers). Every other page is served from `app/[variant]/`.
   */
  personalPaths: readonly string[];
  /**
   * The diamond storefront only: the main brand's storefront (MAIN_STOREFRONT_URL). The main brand's
   * sections (spec 2 §9: the paths that reset the diamond brand's meta) are its pages, so they are
   * sent there, path and query kept, rather than shown as this brand's 404.
   */
  mainBrandOrigin?: string | undefined;
}

/**
 * Every storefront's `proxy.ts`: /api/* passes through to the API, so the browser's calls stay
 * same-origin and the shopper's cookies first-party; page requests get the campaign, coupon and
 * theme cookies of spec 1 §9.
 */
export function storefrontProxy({ apiUrl, production, mapTileUrl, personalPaths, mainBrandOrigin }: StorefrontProxyOptions) {
  const tileSource = tileImageSource(mapTileUrl);
  return function proxy(request: NextRequest) {
    const { pathname, search, searchParams } = request.nextUrl;
    const read = (name: string) => request.cookies.get(name)?.value;
    if (!isDecodable(pathname)) return new NextResponse('Bad Request: malformed percent-encoding in the path', { status: 400 });
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      if (isOperatorPath(pathname)) return notForwarded();
      if (isOverBodyLimit(request)) return bodyTooLarge();
      return withCookies(NextResponse.rewrite(new URL(`${pathname}${search}`, apiUrl)), planThemeCookie(read), request, production);
    }
    if (mainBrandOrigin && resetsDiamantMeta(pathname)) return NextResponse.redirect(new URL(`${pathname}${search}`, mainBrandOrigin), 308);
    const imageSources = tileSource && isShopMapPath(pathname) ? [tileSource] : [];
    const response = pageResponse(request, production, imageSources, personalPaths);
    const cookies = planCampaignCookies(searchParams, read);
    if (isPersonalPath(pathname)) cookies.push(...planThemeCookie(read));
    return withCookies(response, cookies, request, production);
  };
}

// Readable by scripts on purpose: analytics reads the campaign tags, the request layer the coupon.
function withCookies(response: NextResponse, cookies: readonly PlannedCookie[], request: NextRequest, production: boolean): NextResponse {
  for (const cookie of cookies) {
    response.cookies.set(cookie.name, cookie.value, {
      maxAge: cookie.maxAge,
      path: '/',
      sameSite: 'lax',
      secure: production && request.nextUrl.protocol === 'https:',
    });
  }
  return response;
}

/**
 * The API's operator calls (`…/admin/…`: msg:send, product:update, the staff lists) are for the
 * operators' tools beside the API, and its dev routes (`…/dev/…`: the SMS outbox, login tickets)
 * for the local demo and the tests on the API's own port: a storefront never passes either on,
 * whatever token comes with them (issue 19, findings 2 and 6).
 */
export const isOperatorPath = (pathname: string) => /\/(admin|dev)(\/|$)/i.test(pathname);

const notForwarded = () => NextResponse.json({ errors: [{ status: '404', code: 'not_found', detail: 'Not found' }] }, { status: 404 });

/**
 * The most a body may weigh on its way to the API: Next's proxyClientMaxBodySize (10 MB by default).
 * Past it Next cut the body and answered a plain-text 500 (issue 19 finding 14); a declared larger
 * body is refused here, as the API refuses an oversized photo, with a JSON:API 413.
 */
export const apiBodyMaxBytes = 10 * 1024 * 1024;

function isOverBodyLimit(request: NextRequest): boolean {
  const declared = Number(request.headers.get('content-length') ?? 0);
  return Number.isFinite(declared) && declared > apiBodyMaxBytes;
}

const bodyTooLarge = () =>
  NextResponse.json({ errors: [{ status: '413', code: 'payload_too_large', detail: `Файл больше ${apiBodyMaxBytes / 1024 / 1024} МБ` }] }, { status: 413 });

const isShopMapPath = (pathname: string) => pathname === '/shops-map' || pathname.startsWith('/shops-map/');

/**
 * A page passes on with its Content-Security-Policy; a public page is rewritten into the cached tree
 * (`cachedPagePath`: the shopper's city and the query become its first segment). On personal pages the policy, carrying a fresh
 * nonce, also goes into the request headers: Next reads the nonce from there and puts it on every
 * script it renders.
 */
/**
 * The cached tree's path, on the proxy's own origin (so Next serves it itself), without the query.
 * Next 16 compares that origin with the address it was started on, and shows the proxy 127.0.0.1 as
 * 'localhost': start it with `-H localhost` (or a public address), never `-H 127.0.0.1`, or every
 * cached page costs a second HTTP hop.
 */
function cachedPageUrl(request: NextRequest): URL {
  const url = request.nextUrl.clone();
  url.pathname = cachedPagePath(url.pathname, url.searchParams, request.cookies.get(contextCookies.cityId)?.value);
  url.search = '';
  return url;
}

function pageResponse(request: NextRequest, production: boolean, imageSources: readonly string[], personalPaths: readonly string[]): NextResponse {
  const { pathname } = request.nextUrl;
  if (!isPersonalPath(pathname)) {
    // A path already in the cached tree (that second hop) is served as it is, never rewritten again.
    const cached = isCachedPagePath(pathname, personalPaths) && !isCachedTreePath(pathname) && (request.method === 'GET' || request.method === 'HEAD');
    const response = cached ? NextResponse.rewrite(cachedPageUrl(request)) : NextResponse.next();
    response.headers.set('content-security-policy', contentSecurityPolicy({ production, imageSources }));
    return response;
  }
  const policy = contentSecurityPolicy({ nonce: createNonce(), production, imageSources });
  const headers = new Headers(request.headers);
  headers.set('content-security-policy', policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('content-security-policy', policy);
  return response;
}
