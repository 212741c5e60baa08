// The storefront a shopper checks out on, for the URLs the order hands back (payment page, return to
// the thank-you page): the request's Origin when it is one of ALLOWED_ORIGINS, never a parameter, so
// no one can make checkout redirect a shopper elsewhere. A server-side caller sends no Origin and
// gets relative URLs, which resolve against whichever storefront renders them.
import type { FastifyRequest } from 'fastify';

export function storefrontOrigin(request: FastifyRequest, allowedOrigins: readonly string[]): string {
  const origin = request.headers.origin;
  return typeof origin === 'string' && allowedOrigins.includes(origin) ? origin : '';
}
