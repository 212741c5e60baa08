import { cityByGuid, countries, getTenant } from '@ornament/domain';
import { describe, expect, it } from 'vitest';
import { contextFromCookies, parseFlag, parsePromoCodes } from './context';
import { browserCitiesOf, serverContextFromCookies, withCountryGuid } from './server';
import { readDocumentCookie } from './cookies';

const mainRu = getTenant('main', 'RU');
const moscowGuid = mainRu.defaultCityGuid;
const astana = cityByGuid(getTenant('main', 'KZ').defaultCityGuid);
const cookies = (values: Record<string, string>) => (name: string) => values[name];

describe('contextFromCookies', () => {
  it('falls back to the tenant country and default city without cookies', () => {
    expect(serverContextFromCookies(cookies({}), mainRu)).toEqual({
      site: 'ornament_ru',
      source: 'site',
      cityId: moscowGuid,
      regionId: cityByGuid(moscowGuid)?.regionGuid,
      countryId: countries.RU.guid,
      countryCode: 'RU',
      regionTimezone: 'UTC+3:00',
      promoCodes: [],
      staffAccess: false,
      abGroup: undefined,
      abTestId: undefined,
      currencyCode: 'RUB',
    });
  });

  it('takes the source and site from the tenant', () => {
    const ctx = serverContextFromCookies(cookies({}), getTenant('diamant', 'RU'));
    expect(ctx).toMatchObject({ source: 'diamant', site: 'diamant_ru' });
    const kz = serverContextFromCookies(cookies({}), getTenant('main', 'KZ'));
    expect(kz).toMatchObject({ countryCode: 'KZ', countryId: countries.KZ.guid, cityId: astana?.guid, currencyCode: 'KZT' });
  });

  it('reads the city, region and country cookies, lowercasing GUIDs', () => {
    const ctx = serverContextFromCookies(
      cookies({
        city_guid: astana!.guid.toUpperCase(),
        region_guid: astana!.regionGuid.toUpperCase(),
        country_guid: countries.KZ.guid.toUpperCase(),
      }),
      mainRu,
    );
    expect(ctx).toMatchObject({
      cityId: astana!.guid,
      regionId: astana!.regionGuid,
      countryId: countries.KZ.guid,
      countryCode: 'KZ',
      regionTimezone: 'UTC+6:00',
    });
  });

  it('derives region and country from a known city when their cookies are missing', () => {
    const ctx = serverContextFromCookies(cookies({ city_guid: astana!.guid }), mainRu);
    expect(ctx).toMatchObject({ regionId: astana!.regionGuid, countryId: countries.KZ.guid, countryCode: 'KZ' });
  });

  it('ignores junk GUIDs and stray region or country cookies without a city', () => {
    const ctx = serverContextFromCookies(
      cookies({ city_guid: '<script>', region_guid: 'abc', country_guid: countries.KZ.guid, country_code: 'KZ' }),
      mainRu,
    );
    expect(ctx).toMatchObject({ cityId: moscowGuid, countryId: countries.RU.guid, countryCode: 'RU' });
  });

  it('takes a valid country code cookie and drops an unknown one', () => {
    expect(serverContextFromCookies(cookies({ city_guid: astana!.guid, country_code: 'kz' }), mainRu).countryCode).toBe('KZ');
    expect(serverContextFromCookies(cookies({ city_guid: astana!.guid, country_code: 'XX' }), mainRu).countryCode).toBe('KZ');
  });

  it('reads the staff flag and A/B cookies, dropping values a header cannot carry', () => {
    const ctx = serverContextFromCookies(cookies({ staff_access: 'Y', ab_group: 'b', ab_test_id: 'new-search:2' }), mainRu);
    expect(ctx).toMatchObject({ staffAccess: true, abGroup: 'b', abTestId: 'new-search:2' });
    const junk = serverContextFromCookies(cookies({ ab_group: 'группа', ab_test_id: 'a b\nc' }), mainRu);
    expect(junk).toMatchObject({ abGroup: undefined, abTestId: undefined });
  });

  it('reads promo codes from the coupon cookie', () => {
    expect(serverContextFromCookies(cookies({ coupon: 'SALE10,GIFT' }), mainRu).promoCodes).toEqual(['SALE10', 'GIFT']);
  });
});

describe('parsePromoCodes', () => {
  it('accepts a comma list, trimming blanks and duplicates', () => {
    expect(parsePromoCodes(' SALE10, ,GIFT,SALE10 ')).toEqual(['SALE10', 'GIFT']);
  });
  it('accepts a JSON array, raw or URL-encoded, keeping only string codes', () => {
    expect(parsePromoCodes('["SALE10","GIFT",5,null,"bad code"]')).toEqual(['SALE10', 'GIFT']);
    expect(parsePromoCodes(encodeURIComponent('["SALE10"]'))).toEqual(['SALE10']);
  });
  it('drops junk entirely', () => {
    expect(parsePromoCodes('[broken')).toEqual([]);
    expect(parsePromoCodes('{"a":1}')).toEqual([]);
    expect(parsePromoCodes('скидка,<b>,%')).toEqual([]);
    expect(parsePromoCodes(undefined)).toEqual([]);
  });
});

describe('parseFlag', () => {
  it.each(['Y', 'y', '1', 'true', ' yes '])('%s is on', (value) => expect(parseFlag(value)).toBe(true));
  it.each(['N', '0', 'false', '', 'maybe'])('%s is off', (value) => expect(parseFlag(value)).toBe(false));
  it('is off when absent', () => expect(parseFlag(undefined)).toBe(false));
});

describe('readDocumentCookie', () => {
  const jar = `xcity_guid=nope; city_guid=${astana!.guid}; coupon=%5B%22SALE10%22%5D; quoted="Y"; bad=%E0%A4%A`;

  it('finds a cookie by exact name and decodes it', () => {
    expect(readDocumentCookie('city_guid', jar)).toBe(astana!.guid);
    expect(readDocumentCookie('coupon', jar)).toBe('["SALE10"]');
    expect(readDocumentCookie('quoted', jar)).toBe('Y');
  });
  it('keeps a value that is not valid encoding and returns undefined for a missing cookie', () => {
    expect(readDocumentCookie('bad', jar)).toBe('%E0%A4%A');
    expect(readDocumentCookie('missing', jar)).toBeUndefined();
    expect(readDocumentCookie('city_guid', '')).toBeUndefined();
  });
  it('feeds contextFromCookies in the browser', () => {
    const ctx = serverContextFromCookies((name) => readDocumentCookie(name, jar), mainRu);
    expect(ctx).toMatchObject({ cityId: astana!.guid, promoCodes: ['SALE10'] });
  });
});

describe('the browser context without the city tables', () => {
  const mainRu = getTenant('main', 'RU');
  const browserTenant = { ...withCountryGuid(mainRu), cities: browserCitiesOf(mainRu) };
  const moscow = cityByGuid(mainRu.defaultCityGuid)!;

  it('knows the default city from the short list the server hands over', () => {
    const ctx = contextFromCookies(() => undefined, browserTenant);
    expect(ctx).toMatchObject({ cityId: moscow.guid, regionId: moscow.regionGuid, regionTimezone: moscow.timezone, countryCode: 'RU' });
  });

  it('takes region and country of another city from its cookies and leaves the time zone out', () => {
    const guid = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
    const region = 'bbbbbbbb-bbbb-4ccc-8ddd-eeeeeeeeeeee';
    const ctx = contextFromCookies(
      (name) => ({ city_guid: guid, region_guid: region, country_guid: countries.KZ.guid, country_code: 'KZ' })[name],
      browserTenant,
    );
    expect(ctx).toMatchObject({ cityId: guid, regionId: region, countryId: countries.KZ.guid, countryCode: 'KZ', regionTimezone: undefined });
  });
});
