import { localStorageKeys } from '@ornament/domain';
import type { AfterLoginInput } from './afterLogin';

/** localStorage `after_redirect`, read once: a page's request to come back is spent by the login it asked for. */
function takeAfterRedirect(): string | null {
  try {
    const value = window.localStorage.getItem(localStorageKeys.afterRedirect);
    window.localStorage.removeItem(localStorageKeys.afterRedirect);
    return value;
  } catch {
    return null;
  }
}

/** What `afterLogin` and `landingAfterLogin` need, read from the browser's address and storage. */
export function browserLandingInput(): Omit<AfterLoginInput, 'hint'> {
  const { location } = window;
  return {
    pathname: location.pathname,
    current: `${location.pathname}${location.search}${location.hash}`,
    afterRedirect: takeAfterRedirect(),
    back: new URLSearchParams(location.search).get('back'),
  };
}
