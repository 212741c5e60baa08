import { planCampaignCookies } from '@ornament/shell/cookies';
import { type NextRequest, NextResponse } from 'next/server';
import { env } from './src/env';

/**
 * Same-origin API for the browser: /api/* is passed through to API_URL, read at run time, so one
 * build serves any environment and the shopper's cookies stay first-party. Page requests get the
 * campaign, coupon and theme cookies of spec 1 §9 (the plan is in @ornament/shell/cookies).
 */
export function proxy(request: NextRequest) {
  const { pathname, search, searchParams } = request.nextUrl;
  if (pathname === '/api' || pathname.startsWith('/api/')) {
    return NextResponse.rewrite(new URL(`${pathname}${search}`, env.API_URL));
  }
  const response = NextResponse.next();
  for (const cookie of planCampaignCookies(searchParams, (name) => request.cookies.get(name)?.value)) {
    // Readable by scripts on purpose: analytics reads the campaign tags, the request layer the coupon.
    response.cookies.set(cookie.name, cookie.value, {
      maxAge: cookie.maxAge,
      path: '/',
      sameSite: 'lax',
      secure: env.NODE_ENV === 'production' && request.nextUrl.protocol === 'https:',
    });
  }
  return response;
}

// Pages and the API; never Next's own assets or files with an extension (icons, robots.txt).
export const config = { matcher: ['/api/:path*', '/((?!_next/|.*\\.[\\w]+$).*)'] };
