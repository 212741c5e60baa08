import { type NextRequest, NextResponse } from 'next/server';
import { planCampaignCookies } from '../ab/campaignCookies';

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
}

/**
 * Every storefront's `proxy.ts`: /api/* passes through to the API, so the browser's calls stay
 * same-origin and the shopper's cookies first-party; page requests get the campaign, coupon and
 * theme cookies of spec 1 §9.
 */
export function storefrontProxy({ apiUrl, production }: StorefrontProxyOptions) {
  return function proxy(request: NextRequest) {
    const { pathname, search, searchParams } = request.nextUrl;
    if (!isDecodable(pathname)) return new NextResponse('Bad Request: malformed percent-encoding in the path', { status: 400 });
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      return NextResponse.rewrite(new URL(`${pathname}${search}`, apiUrl));
    }
    const response = NextResponse.next();
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
