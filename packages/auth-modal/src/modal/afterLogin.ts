// What follows a successful login (spec 3 §2, §4): on /basket/ and /gift-card/ the modal closes at
// once; a new account (registration hint) starts the hint flow; anyone else is redirected — to the
// page saved under `after_redirect`, or back to the current page so every per-user part (hearts,
// counters, a filtered catalogue) is fetched again for the account.
import { registrationHint } from '@ornament/api-contract/http';

export type AfterLogin = { kind: 'close' } | { kind: 'hint' } | { kind: 'redirect'; to: string };

const closeAtOnce = ['/basket/', '/gift-card/'];

export interface AfterLoginInput {
  pathname: string;
  /** The current address (path, query and hash) to come back to. */
  current: string;
  hint: string | null | undefined;
  /** localStorage `after_redirect`, when a page asked to come back somewhere after login. */
  afterRedirect: string | null;
  /** The `?back=` of a login page (/auth/login/?back=/basket/). */
  back?: string | null;
}

const probeOrigin = 'https://storefront.invalid';

/**
 * A stored or asked-for landing as a same-site path, or undefined. Resolved the way the browser will
 * resolve it, so nothing the URL parser rewrites ('/\t/evil.example/' loses its tab and becomes
 * '//evil.example/', '/\\host' becomes '//host') can lead to another origin (issue 19, finding 7).
 */
export function localPathOf(value: string | null): string | undefined {
  if (value === null || !value.startsWith('/')) return undefined;
  let url: URL;
  try {
    url = new URL(value, probeOrigin);
  } catch {
    return undefined;
  }
  return url.origin === probeOrigin ? `${url.pathname}${url.search}${url.hash}` : undefined;
}

export function afterLogin({ pathname, current, hint, afterRedirect, back = null }: AfterLoginInput): AfterLogin {
  if (closeAtOnce.some((prefix) => pathname.startsWith(prefix))) return { kind: 'close' };
  if (hint === registrationHint) return { kind: 'hint' };
  return { kind: 'redirect', to: landingAfterLogin({ pathname, current, afterRedirect, back }) };
}

export const authPagePrefix = '/auth/';

/**
 * Where a login lands: the stored `after_redirect`; from a login or registration page (spec 3 §2:
 * "the user is taken back") its `?back=` or the personal area; elsewhere the same page.
 */
export function landingAfterLogin({ pathname, current, afterRedirect, back = null }: Omit<AfterLoginInput, 'hint'>): string {
  const stored = localPathOf(afterRedirect);
  if (stored) return stored;
  if (!pathname.startsWith(authPagePrefix)) return current;
  const asked = localPathOf(back);
  return asked && !asked.startsWith(authPagePrefix) ? asked : '/personal/main/';
}
