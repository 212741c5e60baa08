import { HomePage } from '@ornament/catalog/home';
import { homeMetadata } from '@ornament/content/pages';
import { cachedMetadata, cachedPage } from '@ornament/shell/page-cache';
import { publicApiClient } from '../../src/api';
import { storefront } from '../../src/tenant';

// The home page's meta row (GET v5/meta/ with the empty path).
export const generateMetadata = cachedMetadata(homeMetadata({ serverApiClient: publicApiClient }));

async function Home() {
  const client = await publicApiClient();
  return <HomePage client={client} catalogPrefix={storefront.tenant.catalogPrefix} hero={storefront.hero} strips={storefront.strips} heroArea={storefront.heroArea} />;
}

export default cachedPage(Home);
