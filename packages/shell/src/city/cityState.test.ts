import { createApiClient } from '@ornament/api-client';
import { getTenant } from '@ornament/domain';
import { describe, expect, it } from 'vitest';
import { cityFromCookies, defaultCityChoice } from './cityState';
import { loadCityState } from './locationCheck';
import { cityTooltipShownKey, markCityTooltipShown, shouldShowCityTooltip } from './tooltipSession';

const main = getTenant('main', 'RU');
const diamant = getTenant('diamant', 'RU');
const spb = 'c2deb16a-0330-4f05-821f-1d09c93331e6';

function memory(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), removeItem: (k: string) => void data.delete(k) };
}

describe('cityFromCookies', () => {
  it('shows the chosen city without asking', () => {
    const state = cityFromCookies((name) => (name === 'city_guid' ? spb.toUpperCase() : undefined), main);
    expect(state).toEqual({ status: 'ok', city: { guid: spb, name: 'Санкт-Петербург' }, needConfirm: false });
  });

  it('falls back to the default city and asks to confirm it', () => {
    expect(cityFromCookies(() => undefined, main)).toMatchObject({ city: { name: 'Москва' }, needConfirm: true });
    expect(cityFromCookies(() => 'garbage', main)).toMatchObject({ city: { name: 'Москва' }, needConfirm: true });
  });

  it('ignores a city outside the storefront coverage (diamant: RU only)', () => {
    const kzCity = getTenant('main', 'KZ').defaultCityGuid;
    expect(cityFromCookies(() => kzCity, diamant)).toMatchObject({ city: { name: 'Москва' }, needConfirm: true });
  });
});

describe('loadCityState', () => {
  const city = {
    guid_city: spb, guid_country: spb, guid_region: spb, name_city: 'Санкт-Петербург', name_region: 'Санкт-Петербург',
    region_timezone: 'UTC+3:00', country_code: 'RU', fias_id: spb, region_fias_id: spb, lat: 59.9, lon: 30.3,
  };

  it('reads the city and the confirm flag, sending an empty city header', async () => {
    let sentCity: string | undefined;
    const client = createApiClient({
      baseUrls: {},
      defaultBaseUrl: 'http://api.test',
      context: { site: 's', source: 'site', countryCode: 'RU', cityId: 'x', promoCodes: [], staffAccess: false },
      fetch: (async (_url: string, init: RequestInit) => {
        sentCity = (init.headers as Record<string, string>)['x-city-uuid'];
        return new Response(JSON.stringify({ data: { city, source: 'ip', need_confirm: true } }), { status: 200 });
      }) as typeof fetch,
    });
    expect(await loadCityState(client, defaultCityChoice(main))).toEqual({ status: 'ok', city: { guid: spb, name: 'Санкт-Петербург' }, needConfirm: true });
    expect(sentCity).toBe('');
  });

  it('turns a failure into an error object with the default city (spec 1 §8)', async () => {
    const client = createApiClient({
      baseUrls: {},
      defaultBaseUrl: 'http://api.test',
      context: { site: 's', source: 'site', countryCode: 'RU', promoCodes: [], staffAccess: false },
      fetch: (async () => {
        throw new TypeError('offline');
      }) as typeof fetch,
    });
    const state = await loadCityState(client, defaultCityChoice(main));
    expect(state).toMatchObject({ status: 'error', city: { name: 'Москва' }, needConfirm: false, error: 'fetch error' });
  });
});

describe('city tooltip session flag', () => {
  it('shows once per session, only when the city needs confirming', () => {
    const session = memory();
    expect(shouldShowCityTooltip(false, session)).toBe(false);
    expect(shouldShowCityTooltip(true, session)).toBe(true);
    markCityTooltipShown(session);
    expect(session.getItem(cityTooltipShownKey)).toBe('1');
    expect(shouldShowCityTooltip(true, session)).toBe(false);
    expect(shouldShowCityTooltip(true, null)).toBe(false);
  });
});
