import { type ApiClient, resolveContext } from '@ornament/api-client';
import { contextCookies } from '@ornament/api-contract/http';
import { CityButton, type CityButtonTenant } from './CityButton';
import { type CityTenant, cityFromCookies, defaultCityChoice } from './cityState';

export interface CitySelectorProps {
  tenant: CityButtonTenant & CityTenant;
  /** The page's API client: its context holds the city the page is rendered for. */
  client: ApiClient;
}

/**
 * The header's city button, rendered with the city of the page's context (a cached page's variant,
 * or a personal page's cookie), so the page never flashes the default city first. The default city
 * counts as not yet chosen: the button asks the API once a session whether to confirm it. The
 * tooltip and the modal are the client part.
 */
export function CitySelector({ tenant, client }: CitySelectorProps) {
  const fallback = defaultCityChoice(tenant);
  const { cityId } = resolveContext(client.config);
  const chosen = cityId && cityId !== fallback.guid ? cityId : undefined;
  const initial = cityFromCookies((name) => (name === contextCookies.cityId ? chosen : undefined), tenant);
  const { country, cityCountries } = tenant;
  return <CityButton tenant={{ country, cityCountries }} initial={initial} fallback={fallback} />;
}
