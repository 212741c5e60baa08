import type { ApiClient } from '@ornament/api-client';
import { cookies } from 'next/headers';
import { CityButton, type CityButtonTenant } from './CityButton';
import { type CityTenant, cityFromCookies, defaultCityChoice } from './cityState';
import { loadCityState } from './locationCheck';

export interface CitySelectorProps {
  tenant: CityButtonTenant & CityTenant;
  /** The request's API client: when given, location/check (with the IP guess) decides the first city. */
  client?: ApiClient;
}

/**
 * The header's city button, rendered with the city the server already knows from the cookies, so the
 * page never flashes the default city first. The tooltip and the modal are the client part.
 */
export async function CitySelector({ tenant, client }: CitySelectorProps) {
  const store = await cookies();
  const fallback = defaultCityChoice(tenant);
  const initial = client ? await loadCityState(client, fallback) : cityFromCookies((name) => store.get(name)?.value, tenant);
  const { country, cityCountries } = tenant;
  return <CityButton tenant={{ country, cityCountries }} initial={initial} fallback={fallback} />;
}
