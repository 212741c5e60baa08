import { countryCodes, type CountryCode, type CurrencyCode, type SourceId, type Tenant } from '@ornament/domain';
import { contextCookies } from '@ornament/api-contract/http';
import type { CookieReader } from './cookies';
import { safeDecode } from './decode';

/** Who is asking: sent as headers on every call (spec 1 §7, spec 2 §7, spec 3 §7). */
export interface RequestContext {
  /** The tenant's site code (`x-site`). */
  site: string;
  source: SourceId;
  cityId?: string | undefined;
  regionId?: string | undefined;
  countryId?: string | undefined;
  countryCode: CountryCode;
  /** 'UTC+3:00' form, from the reference data of the chosen city; Belarusian cities have none. */
  regionTimezone?: string | undefined;
  promoCodes: string[];
  staffAccess: boolean;
  abGroup?: string | undefined;
  abTestId?: string | undefined;
  /** The storefront's currency; only calls the spec names send it (prices, bonuses). */
  currencyCode?: CurrencyCode | undefined;
}

/** What the context needs to know of a city: its region, country and time zone. */
export interface ContextCity {
  guid: string;
  regionGuid: string;
  countryCode: CountryCode;
  countryGuid: string;
  timezone: string | null;
}

/** Finds a city by its (lower-case) GUID: the reference tables on the server, a short list in the browser. */
export type CityLookup = (guid: string) => ContextCity | undefined;

/**
 * The part of a tenant the request context needs. `cities` is the short list a browser client
 * knows (the default city, from the server); the server looks cities up in the reference tables.
 */
export type ContextTenant = Pick<Tenant, 'siteCode' | 'source' | 'country' | 'defaultCityGuid' | 'currency'> & {
  /** The tenant country's GUID, for a context without a city cookie the lookup knows. */
  countryGuid: string;
  cities?: readonly ContextCity[];
};

/** A lookup over the tenant's short city list. */
export function tenantCityLookup(tenant: ContextTenant): CityLookup {
  return (guid) => tenant.cities?.find((city) => city.guid === guid);
}

const guidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
// Header values must be plain ASCII (fetch throws on anything else), so tokens are checked here.
const tokenPattern = /^[\w.:-]{1,64}$/;
const promoCodePattern = /^[\w-]{1,64}$/;
const maxPromoCodes = 20;
const truthyFlags = new Set(['y', 'yes', '1', 'true']);

function readGuid(read: CookieReader, name: string): string | undefined {
  const value = read(name)?.trim().toLowerCase();
  return value && guidPattern.test(value) ? value : undefined;
}

function readToken(read: CookieReader, name: string): string | undefined {
  const value = read(name)?.trim();
  return value && tokenPattern.test(value) ? value : undefined;
}

function isCountryCode(value: string): value is CountryCode {
  return (countryCodes as readonly string[]).includes(value);
}

/** The coupon cookie holds a comma list or a JSON array, depending on who wrote it; junk is dropped. */
export function parsePromoCodes(raw: string | undefined): string[] {
  if (!raw) return [];
  const text = safeDecode(raw).trim();
  let items: unknown[] = text.split(',');
  if (text.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(text);
      items = Array.isArray(parsed) ? parsed : [];
    } catch {
      items = [];
    }
  }
  const codes = items
    .filter((item): item is string => typeof item === 'string')
    .map((item) => item.trim())
    .filter((item) => promoCodePattern.test(item));
  return [...new Set(codes)].slice(0, maxPromoCodes);
}

export function parseFlag(raw: string | undefined): boolean {
  return raw !== undefined && truthyFlags.has(raw.trim().toLowerCase());
}

/**
 * The request context from the shared cookies (set by set-region and the coupon flow), falling back to
 * the tenant's country and default city. Pure: the server passes Next's cookie store and the
 * reference tables (`@ornament/api-client/server`), the browser `readDocumentCookie` and the
 * tenant's short list; a city the lookup does not know still has its region and country cookies,
 * only its time zone header is left out (the API knows it from the city).
 */
export function contextFromCookies(
  read: CookieReader,
  tenant: ContextTenant,
  findCity: CityLookup = tenantCityLookup(tenant),
  findCountryCode: (guid: string) => CountryCode | undefined = () => undefined,
): RequestContext {
  const cookieCity = readGuid(read, contextCookies.cityId);
  const cityId = cookieCity ?? tenant.defaultCityGuid.toLowerCase();
  const city = findCity(cityId);
  // A region or country cookie only counts together with the city it was written with.
  const regionId = (cookieCity && readGuid(read, contextCookies.regionId)) || city?.regionGuid;
  const cookieCountry = cookieCity ? readGuid(read, contextCookies.countryId) : undefined;
  const countryId = cookieCountry ?? city?.countryGuid ?? tenant.countryGuid;

  // set-region writes the code beside the GUID; without it, the city's or the tenant's country.
  const codeCookie = cookieCity ? read(contextCookies.countryCode)?.trim().toUpperCase() : undefined;
  const countryCode: CountryCode =
    (codeCookie && isCountryCode(codeCookie) ? codeCookie : undefined) ??
    (city && city.countryGuid === countryId ? city.countryCode : undefined) ??
    (countryId === tenant.countryGuid ? tenant.country : undefined) ??
    findCountryCode(countryId) ??
    tenant.country;

  return {
    site: tenant.siteCode,
    source: tenant.source,
    cityId,
    regionId,
    countryId,
    countryCode,
    regionTimezone: city?.timezone ?? undefined,
    promoCodes: parsePromoCodes(read(contextCookies.coupon)),
    staffAccess: parseFlag(read(contextCookies.staffAccess)),
    abGroup: readToken(read, contextCookies.abGroup),
    abTestId: readToken(read, contextCookies.abTestId),
    currencyCode: tenant.currency,
  };
}
