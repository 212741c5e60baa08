// A missing page is kept only briefly by the caches in front of the storefront (issue 18: "a 404 is
// cached only briefly"). Next gives a 404 on a cached route the route's own lifetime (s-maxage=300),
// so a mistyped or not-yet-published path would be answered 404 by the balancer and any CDN for five
// minutes after it appears. Here such an answer's Cache-Control is cut to a few seconds. Next's own
// copy is tagged like the page it stands for (packages/shell pageCache/cacheTags.ts), so the API's
// revalidation of a new product or section drops it at once.

/** What a 404 on a cached route tells the caches in front. */
export const notFoundCacheControl = 'public, s-maxage=10, stale-while-revalidate=20';

/**
 * Wraps `response` so that a shared-cache Cache-Control (one with s-maxage) set while its status is
 * 404 becomes `notFoundCacheControl`. Next sets the status before its Cache-Control header.
 * @param {import('node:http').ServerResponse} response
 */
export function briefNotFound(response) {
  const setHeader = response.setHeader;
  response.setHeader = function setBriefHeader(name, value) {
    const shortened = this.statusCode === 404 && name.toLowerCase() === 'cache-control' && /\bs-maxage=/.test(String(value));
    return setHeader.call(this, name, shortened ? notFoundCacheControl : value);
  };
}
