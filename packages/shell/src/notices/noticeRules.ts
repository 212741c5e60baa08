import { sectionOfPath } from '@ornament/domain';

/** Page types the auth banner cares about (the header's wider set has more; spec 1 §2). */
export type NoticePageType = 'main' | 'catalog' | 'other';

/** sessionStorage flags of the shell's notices; 'closed for this session' dies with the tab. */
export const noticeSessionKeys = {
  authBannerClosed: 'authBannerClosed',
  vpnChecked: 'vpnChecked',
  /** Followed by the code: its coupon was shown this session. */
  couponShown: 'couponShown:',
} as const;

/** True the first time this tab sees the key; with storage blocked, every time rather than never. */
export function markOnce(key: string): boolean {
  try {
    if (window.sessionStorage.getItem(key) === 'true') return false;
    window.sessionStorage.setItem(key, 'true');
  } catch {
    // storage blocked
  }
  return true;
}

/** '/' is the main page; a path under a catalogue section prefix is a catalogue page. */
export function noticePageTypeOf(pathname: string): NoticePageType {
  if (pathname === '/' || pathname === '') return 'main';
  return sectionOfPath(pathname) === undefined ? 'other' : 'catalog';
}

/** Spec 1 §4: guests see the auth banner on main and catalogue pages unless closed this session. */
export function shouldShowAuthBanner(input: { isGuest: boolean; pageType: NoticePageType; closedThisSession: boolean }): boolean {
  return input.isGuest && input.pageType !== 'other' && !input.closedThisSession;
}

/** Spec 1 §4: the old-browser modal is for browsers without Intl.NumberFormat range formatting. */
export function lacksRangeFormatting(intl: { NumberFormat?: { prototype?: object } } | undefined): boolean {
  const prototype = intl?.NumberFormat?.prototype as { formatRange?: unknown } | undefined;
  return typeof prototype?.formatRange !== 'function';
}

/** A visitor without the A/B cookie is on a first visit: the set-cookie call assigns the groups. */
export function needsAbCookies(cookieHeader: string, abCookieName: string): boolean {
  return !cookieHeader.split(';').some((part) => part.trim().startsWith(`${abCookieName}=`));
}

