import { type NextRequest, NextResponse } from 'next/server';
import { planCampaignCookies } from '../ab/campaignCookies';
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
}

/**
 * Every storefront's `proxy.ts`: /api/* passes through to the API, so the browser's calls stay
 * same-origin and the shopper's cookies first-party; page requests get the campaign, coupon and
 * theme cookies of spec 1 §9.
 */
export function storefrontProxy({ apiUrl, production, mapTileUrl }: StorefrontProxyOptions) {
  const tileSource = tileImageSource(mapTileUrl);
  return function proxy(request: NextRequest) {
    const { pathname, search, searchParams } = request.nextUrl;
    if (!isDecodable(pathname)) return new NextResponse('Bad Request: malformed percent-encoding in the path', { status: 400 });
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      if (isOperatorPath(pathname)) return notForwarded();
      return NextResponse.rewrite(new URL(`${pathname}${search}`, apiUrl));
    }
    const imageSources = tileSource && isShopMapPath(pathname) ? [tileSource] : [];
    const response = pageResponse(request, production, imageSources);
    for (const cookie of planCampaignCookies(searchParams, (name) => request.cookies.get(name)?.value)) {
      // Readable by scripts on purpose: analytics reads the campaign tags, the request layer the coupon.
      response.cookies.set(cookie.name, cookie.value, {
        maxAge: cookie.maxAge,
        path: '/',
        sameSite: 'lax',
        secure: production && request.nextUrl.protocol === 'https:',
      });
    }
    return response;
  };
}

/**
 * The API's operator calls (`…/admin/…`: msg:send, product:update, the staff lists) are for the
 * operators' tools beside the API, never for the public: a storefront does not pass them on, whatever
 * token comes with them.
 */
export const isOperatorPath = (pathname: string) => /\/admin(\/|$)/i.test(pathname);

const notForwarded = () => NextResponse.json({ errors: [{ status: '404', code: 'not_found', detail: 'Not found' }] }, { status: 404 });

const isShopMapPath = (pathname: string) => pathname === '/shops-map' || pathname.startsWith('/shops-map/');

/**
 * A page passes on with its Content-Security-Policy. On personal pages the policy, carrying a fresh
 * nonce, also goes into the request headers: Next reads the nonce from there and puts it on every
 * script it renders.
 */
function pageResponse(request: NextRequest, production: boolean, imageSources: readonly string[]): NextResponse {
  if (!isPersonalPath(request.nextUrl.pathname)) {
    const response = NextResponse.next();
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
