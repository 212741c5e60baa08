import { HomePage } from '@ornament/catalog/home';
import { serverApiClient } from '../src/api';
import { storefront } from '../src/tenant';

export default async function Home() {
  const client = await serverApiClient();
  return <HomePage client={client} catalogPrefix={storefront.tenant.catalogPrefix} hero={storefront.hero} strips={storefront.strips} heroArea={storefront.heroArea} />;
}
