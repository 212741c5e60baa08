import { type NextRequest, NextResponse } from 'next/server';
import { env } from './src/env';

/**
 * Same-origin API for the browser: /api/* is passed through to API_URL, read at run time, so one
 * build serves any environment and the shopper's cookies stay first-party.
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  return NextResponse.rewrite(new URL(`${pathname}${search}`, env.API_URL));
}

export const config = { matcher: '/api/:path*' };
