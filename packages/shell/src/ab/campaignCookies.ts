import { contextCookies } from '@ornament/api-contract/http';
import { cookieMaxAgeSeconds, utmCookieNames } from '@ornament/domain';

/**
 * Campaign click ids kept 30 days (spec 1 §9 "other campaign cookies"): Google and Yandex ad click
 * ids, Meta's click id, and the Admitad affiliate uid. UTM tags are kept 180 days instead.
 */
export const campaignCookieNames = ['gclid', 'yclid', 'fbclid', 'admitad_uid'] as const;

/** Query parameters that carry a promo code into the coupon cookie. */
export const couponQueryParams = ['coupon', 'promocode'] as const;

export const themeCookie = { name: 'theme', value: 'light' } as const;

export interface PlannedCookie {
  name: string;
  value: string;
  maxAge: number;
}

/** Reads a cookie the request already carries. */
export type RequestCookieReader = (name: string) => string | undefined;

// Campaign values are echoed back to analytics, never parsed; still, keep them short and printable.
const maxValueLength = 200;
const promoCodePattern = /^[\w-]{1,64}$/;
const maxPromoCodes = 20;

function cleanValue(raw: string | null): string | undefined {
  const value = raw?.trim();
  if (!value || value.length > maxValueLength || /[\p{Cc}]/u.test(value)) return undefined;
  return value;
}

function couponCookie(query: URLSearchParams, read: RequestCookieReader): PlannedCookie | undefined {
  const code = couponQueryParams.map((name) => query.get(name)?.trim()).find((value) => value !== undefined && value !== '');
  if (!code || !promoCodePattern.test(code)) return undefined;
  // The cookie holds a comma list (see api-client parsePromoCodes); a new code joins the list once.
  const existing = (read(contextCookies.coupon) ?? '').split(',').map((item) => item.trim()).filter((item) => promoCodePattern.test(item));
  const codes = [...new Set([...existing, code])].slice(-maxPromoCodes);
  return { name: contextCookies.coupon, value: codes.join(','), maxAge: cookieMaxAgeSeconds.coupon };
}

/**
 * Which campaign cookies a page request should set (spec 1 §9): UTM tags for 180 days, other campaign
 * ids for 30, a `?coupon=`/`?promocode=` code for 7.
 */
export function planCampaignCookies(query: URLSearchParams, read: RequestCookieReader): PlannedCookie[] {
  const planned: PlannedCookie[] = [];
  for (const name of utmCookieNames) {
    const value = cleanValue(query.get(name));
    if (value !== undefined) planned.push({ name, value, maxAge: cookieMaxAgeSeconds.utm });
  }
  for (const name of campaignCookieNames) {
    const value = cleanValue(query.get(name));
    if (value !== undefined) planned.push({ name, value, maxAge: cookieMaxAgeSeconds.campaign });
  }
  const coupon = couponCookie(query, read);
  if (coupon) planned.push(coupon);
  return planned;
}

/**
 * The theme cookie (always light, 30 days; spec 1 §9, spec 3) when the request lacks it. Set on the
 * API calls and personal pages a visit makes, never on a cached page: a page answer with Set-Cookie is
 * one no shared cache (the balancer's, a CDN's) may keep, and every first visit would miss it.
 */
export function planThemeCookie(read: RequestCookieReader): PlannedCookie[] {
  return read(themeCookie.name) === themeCookie.value ? [] : [{ name: themeCookie.name, value: themeCookie.value, maxAge: cookieMaxAgeSeconds.theme }];
}
