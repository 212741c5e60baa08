import { createApiClient } from '@ornament/api-client';
import { describe, expect, it } from 'vitest';
import { detectCityByIp } from './detectCity';

const spb = 'c2deb16a-0330-4f05-821f-1d09c93331e6';
const minsk = '2ffe9b81-768d-50c3-9669-51bc018ddae3';
const cityOf = (guid: string, name: string, countryCode: string) => ({
  guid_city: guid.toUpperCase(), guid_country: guid, guid_region: guid, name_city: name, name_region: name,
  region_timezone: null, country_code: countryCode, fias_id: guid, region_fias_id: guid, lat: 1, lon: 2,
});

function clientAnswering(status: number, body: unknown, seen: string[] = []) {
  return createApiClient({
    baseUrls: {},
    defaultBaseUrl: 'http://api.test',
    context: { site: 's', source: 'site', countryCode: 'RU', promoCodes: [], staffAccess: false },
    fetch: (async (url: string) => {
      seen.push(url);
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch,
  });
}

describe('detectCityByIp', () => {
  it('S1.7.17: asks the geo service and offers the city it suggests (GUID lowercased)', async () => {
    const seen: string[] = [];
    const result = await detectCityByIp(clientAnswering(200, { data: cityOf(spb, 'Санкт-Петербург', 'RU') }, seen), ['RU']);
    expect(seen).toEqual(['http://api.test/api/serviceGeo/v1/settlement/by-ip/']);
    expect(result).toEqual({ status: 'found', city: { guid: spb, name: 'Санкт-Петербург', region: 'Санкт-Петербург' } });
  });

  it('S1.7.17: no suggestion on 404 or for a city outside the storefront’s countries', async () => {
    const notFound = { errors: [{ status: '404', code: 'not_found', title: 'Not Found', detail: 'No city matches the address' }] };
    expect(await detectCityByIp(clientAnswering(404, notFound), ['RU'])).toEqual({ status: 'none' });
    expect(await detectCityByIp(clientAnswering(200, { data: cityOf(minsk, 'Минск', 'BY') }), ['RU'])).toEqual({ status: 'none' });
  });

  it('S1.7.17: any other failure is an error, never a crash', async () => {
    expect(await detectCityByIp(clientAnswering(500, { errors: [{ status: '500', title: 'x' }] }), ['RU'])).toEqual({ status: 'error' });
  });
});
