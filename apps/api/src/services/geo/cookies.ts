// The context cookies set-region writes and location/check reads. Written by hand rather than through
// @fastify/cookie so the geo routes work whichever plugins the app registers.
import { contextCookies } from '@ornament/api-contract';
import { type ReferenceCity, countries } from '@ornament/domain';

export const contextCookieMaxAgeSeconds = 365 * 24 * 60 * 60;

export function parseCookieHeader(header: string | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    const name = part.slice(0, at).trim();
    const raw = part.slice(at + 1).trim().replace(/^"(.*)"$/, '$1');
    try {
      result[name] ??= decodeURIComponent(raw);
    } catch {
      // A malformed value is the same as no value.
    }
  }
  return result;
}

function cookie(name: string, value: string, secure: boolean): string {
  return `${name}=${encodeURIComponent(value)}; Max-Age=${contextCookieMaxAgeSeconds}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Readable by the storefront's request layer, so not HttpOnly; nothing in them is secret. */
export function regionCookies(city: ReferenceCity, secure: boolean): string[] {
  return [
    cookie(contextCookies.cityId, city.guid, secure),
    cookie(contextCookies.regionId, city.regionGuid, secure),
    cookie(contextCookies.countryId, countries[city.countryCode].guid, secure),
    cookie(contextCookies.countryCode, city.countryCode, secure),
  ];
}
