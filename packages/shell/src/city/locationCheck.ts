import { type ApiClient, isApiClientError } from '@ornament/api-client';
import { requestHeaders } from '@ornament/api-contract/http';
import type { CityChoice, CityState } from './cityState';

// Runs in the browser too, so the fallback city comes from the server rather than from the city
// reference tables, which stay out of the page's scripts.
/**
 * Asks location/check. The request layer always sends a city header (the default city when there
 * is no cookie), which the API would take as a choice; an empty header lets it judge by the cookie and IP.
 */
export async function loadCityState(client: ApiClient, fallback: CityChoice): Promise<CityState> {
  try {
    const response = await client.geo.locationCheck({ headers: { [requestHeaders.cityId]: '' } });
    if (response.type === 'redirect') return { status: 'error', city: fallback, needConfirm: false, error: 'redirect' };
    const { city, need_confirm: needConfirm } = response.data.data;
    return { status: 'ok', city: { guid: city.guid_city, name: city.name_city }, needConfirm };
  } catch (error) {
    const message = isApiClientError(error) ? error.message : 'location check failed';
    return { status: 'error', city: fallback, needConfirm: false, error: message };
  }
}
