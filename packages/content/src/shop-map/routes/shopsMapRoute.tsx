// /shops-map/ in every storefront (spec 1 §2: the header opens it in a new tab on the country's or
// brand's own host). The tile source is the deployment's (the app's MAP_TILE_URL, read on the server
// when it starts, not baked into the build); without one the page draws its offline map.
import { type ApiClient, resolveContext } from '@ornament/api-client';
import { shopMapTexts as t, type Tenant } from '@ornament/domain';
import type { Metadata } from 'next';
import { tileUrlOf } from '../logic/pageInputs';
import { ShopMapPage } from '../ShopMapPage';

export interface ShopsMapRouteOptions {
  storefront: { tenant: Pick<Tenant, 'country'> };
  serverApiClient: () => Promise<ApiClient>;
  tiles: { url: string | undefined; attribution: string | undefined };
}

const defaultAttribution = '© OpenStreetMap';

export function shopsMapRoute({ storefront, serverApiClient, tiles }: ShopsMapRouteOptions) {
  const metadata: Metadata = { title: t.title, description: t.description };
  async function ShopsMapRoutePage() {
    const client = await serverApiClient();
    return (
      <ShopMapPage
        client={client}
        tenant={storefront.tenant}
        cityGuid={resolveContext(client.config).cityId}
        tileUrl={tileUrlOf(tiles.url)}
        tileAttribution={tiles.attribution?.trim() || defaultAttribution}
      />
    );
  }
  return { metadata, Page: ShopsMapRoutePage };
}
