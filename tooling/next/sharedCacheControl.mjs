// What the caches in front of the storefront (HAProxy's, a CDN's) are told about a cached page. Next
// marks a cached route's answer `s-maxage=…, stale-while-revalidate=…`; here it becomes:
// - on a page: `public, s-maxage=…, stale-while-revalidate=…, stale-if-error=…`. `public` says
//   outright that any shared cache may keep it (issue 18), and `stale-if-error` lets a CDN keep
//   serving it through an outage of ours, as the storefront itself does when the API fails.
// - on a 404: a few seconds only (issue 18: "a 404 is cached only briefly"). With the route's own
//   lifetime a mistyped or not-yet-published path would stay 404 at the balancer and any CDN for five
//   minutes after it appears. Next's own copy is tagged like the page it stands for (packages/shell
//   pageCache/cacheTags.ts), so the API's revalidation of a new product or section drops it at once.
// A personal answer (private, no-store) and one without s-maxage pass untouched.

/** What a 404 on a cached route tells the caches in front. */
export const notFoundCacheControl = 'public, s-maxage=10, stale-while-revalidate=20';

/**
 * How long a page is kept past its lifetime: Next serves it stale while rendering it again
 * (storefront.js `expireTime`), and a cache in front may serve it while the storefront answers errors
 * (`stale-if-error`). A day; freshness comes from the API's revalidation, not this bound.
 */
export const pageExpirySeconds = 86_400;

/** The Cache-Control a shared cache is given for an answer of `status` that Next marked `value`. */
export function sharedCacheControl(status, value) {
  const directives = String(value);
  if (!/\bs-maxage=/.test(directives) || /\b(private|no-store|no-cache)\b/.test(directives)) return value;
  if (status === 404) return notFoundCacheControl;
  if (status >= 400) return value;
  const named = [/\bpublic\b/.test(directives) ? '' : 'public', directives, /\bstale-if-error=/.test(directives) ? '' : `stale-if-error=${pageExpirySeconds}`];
  return named.filter(Boolean).join(', ');
}

/**
 * Wraps `response` so that the Cache-Control Next sets is the one `sharedCacheControl` gives. Next
 * sets the status before its Cache-Control header.
 * @param {import('node:http').ServerResponse} response
 */
export function applySharedCacheControl(response) {
  const setHeader = response.setHeader;
  response.setHeader = function setSharedHeader(name, value) {
    return setHeader.call(this, name, name.toLowerCase() === 'cache-control' ? sharedCacheControl(this.statusCode, value) : value);
  };
}
