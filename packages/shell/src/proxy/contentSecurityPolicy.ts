// The storefront's Content-Security-Policy (ARCHITECTURE "Safe by construction"). Personal pages
// (account, basket, checkout, login) carry a fresh nonce per request and 'strict-dynamic', so only
// the scripts Next renders with that nonce, and what they load, run. Catalogue and product pages
// stay cacheable: a nonce would make every copy unique, so their script-src keeps 'unsafe-inline'
// for Next's inline bootstrap while still allowing scripts from our own origin only.

/** Paths whose pages hold personal data or take payment: rendered per request, nonce-protected. */
const personalPrefixes = ['/personal/', '/basket/', '/checkout/', '/auth/', '/gift-card/'];

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
  const evalSource = production ? '' : " 'unsafe-eval'";
  const scriptSource = nonce ? `'self' 'nonce-${nonce}' 'strict-dynamic'${evalSource}` : `'self' 'unsafe-inline'${evalSource}`;
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
