import { cityByGuid } from '@ornament/domain';
import { describe, expect, it } from 'vitest';
import { parseCookieHeader, regionCookies } from './cookies';

describe('context cookies', () => {
  it('parses a Cookie header, ignoring malformed values', () => {
    expect(parseCookieHeader('a=1; city_guid=abc%2D1; bad=%E0%A4%A; b="q"')).toEqual({ a: '1', city_guid: 'abc-1', b: 'q' });
    expect(parseCookieHeader(undefined)).toEqual({});
  });

  it('writes the four context cookies for a year, site-wide, SameSite=Lax', () => {
    const city = cityByGuid('6a4f35e1-5606-5c34-bba0-e1c9999a761b');
    if (!city) throw new Error('no Astana');
    const cookies = regionCookies(city, true);
    expect(cookies.map((c) => c.split('=')[0])).toEqual(['city_guid', 'region_guid', 'country_guid', 'country_code']);
    for (const c of cookies) expect(c).toMatch(/; Max-Age=31536000; Path=\/; SameSite=Lax; Secure$/);
    expect(cookies[3]).toMatch(/^country_code=KZ;/);
  });
});
