/** Session flag: once a visit opens with ?standalone=true it stays standalone until the tab closes. */
export const standaloneSessionKey = 'standalone';

export interface StandaloneSignals {
  /** The current URL's query string. */
  search: string;
  /** The session flag's stored value. */
  stored: string | null;
  /** `matchMedia('(display-mode: standalone)').matches`: launched as an installed app. */
  displayModeStandalone: boolean;
}

/**
 * Standalone sessions hide the header and footer (spec 1 §2). A session is standalone when the app
 * shell opened it with `?standalone=true` (the same flag the profile calls take), when an earlier page
 * of the session had it, or when the site runs as an installed web app.
 */
export function isStandaloneSession({ search, stored, displayModeStandalone }: StandaloneSignals): boolean {
  return displayModeStandalone || stored === 'true' || new URLSearchParams(search).get('standalone') === 'true';
}
