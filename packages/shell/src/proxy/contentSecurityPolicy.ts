// The storefront's Content-Security-Policy (ARCHITECTURE "Safe by construction"). Personal pages
// (account, basket, checkout, login) carry a fresh nonce per request and 'strict-dynamic', so only
// the scripts Next renders with that nonce, and what they load, run. Catalogue and product pages
// stay cacheable: a nonce would make every copy unique, so their script-src names
// `'inline-script-hashes'`, which the storefront's server (tooling/next/inlineScriptPolicy.mjs)
// replaces with the hash of each inline script the page holds (issue 19 finding 13). No browser
// knows that word: a page served any other way runs no inline script, it never runs a stranger's.

/** Where the server in front of Next writes the page's inline script hashes (tooling/next/inlineScriptPolicy.mjs). */
export const inlineScriptHashesSource = "'inline-script-hashes'";

/**
 * Paths whose pages hold personal data in their HTML: rendered per request, nonce-protected. The
 * basket and thank-you pages are not: their HTML is the same shell for everyone (cached pages under
 * the hash policy), and the basket, checkout and orders in them are the browser's, from the API.
 */
const personalPrefixes = ['/personal/', '/checkout/', '/auth/', '/gift-card/'];

export function isPersonalPath(pathname: string): boolean {
  const withSlash = pathname.endsWith('/') ? pathname : `${pathname}/`;
  return personalPrefixes.some((prefix) => withSlash.startsWith(prefix));
}

export interface PolicyOptions {
  /** Present on personal pages: the request's nonce. */
  nonce?: string;
  /** Development needs eval for React's debugging and fast refresh. */
  production: boolean;
  /** Extra image origins for this page (the shop map's tile server). */
  imageSources?: readonly string[];
}

/**
 * The CSP source of a map tile URL template ('https://{s}.tile.example/{z}/{x}/{y}.png' →
 * 'https://*.tile.example'); undefined for anything but an http(s) URL.
 */
export function tileImageSource(template: string | undefined): string | undefined {
  const match = /^(https?):\/\/([^/?#]+)/.exec(template?.trim() ?? '');
  if (!match) return undefined;
  const host = match[2]!.replace(/^\{s\}\./, '*.');
  return /^(\*\.)?[\w.-]+(:\d+)?$/.test(host) ? `${match[1]}://${host}` : undefined;
}

export function contentSecurityPolicy({ nonce, production, imageSources = [] }: PolicyOptions): string {
  // Development (`next dev`, no server of ours in front) needs eval, and inline scripts on the cached pages.
  const evalSource = production ? '' : " 'unsafe-eval'";
  const inlineSource = production ? inlineScriptHashesSource : "'unsafe-inline'";
  const scriptSource = nonce ? `'self' 'nonce-${nonce}' 'strict-dynamic'${evalSource}` : `'self' ${inlineSource}${evalSource}`;
  return [
    "default-src 'self'",
    `script-src ${scriptSource}`,
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data:", ...imageSources].join(' '),
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

/** 128 random bits, base64: unguessable, fresh for every request. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
