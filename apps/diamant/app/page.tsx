import { HomePage } from '@ornament/catalog/home';
import { homeMetadata } from '@ornament/content/pages';
import { serverApiClient } from '../src/api';
import { storefront } from '../src/tenant';

// The home page's meta row (GET v5/meta/ with the empty path).
export const generateMetadata = homeMetadata({ serverApiClient });

export default async function Home() {
  const client = await serverApiClient();
  return <HomePage client={client} catalogPrefix={storefront.tenant.catalogPrefix} hero={storefront.hero} strips={storefront.strips} heroArea={storefront.heroArea} />;
}
