import { localStorageKeys } from '@ornament/domain';
import type { KeyValueStorage } from '../search/searchStorage';

/** sessionStorage flag: the city tooltip was shown in this session (spec 1 §4: once per session). */
export const cityTooltipShownKey = 'cityTooltipShown';

export function shouldShowCityTooltip(needConfirm: boolean, session: KeyValueStorage | null): boolean {
  if (!needConfirm || session === null) return false;
  try {
    return session.getItem(cityTooltipShownKey) === null;
  } catch {
    return false;
  }
}

export function markCityTooltipShown(session: KeyValueStorage | null): void {
  try {
    session?.setItem(cityTooltipShownKey, '1');
  } catch {
    // Without storage the tooltip may show again next page; harmless.
  }
}

/** 'Верно' confirms the city and flags that the page reloads for it (localStorage `after_redirect`). */
export function flagRedirectAfterConfirm(local: KeyValueStorage | null): void {
  try {
    local?.setItem(localStorageKeys.afterRedirect, 'true');
  } catch {
    // The flag only tunes what the next page shows.
  }
}
