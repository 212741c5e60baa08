import { StorefrontFrame } from '@ornament/shell';
import { NotFoundPage } from '@ornament/shell/not-found';
import { publicApiClient } from '../src/api';
import { storefront } from '../src/tenant';

// Rendered under the root layout alone (no segment layout), so it brings its own header.
export default async function NotFound() {
  return (
    <StorefrontFrame storefront={storefront} client={await publicApiClient()}>
      <NotFoundPage catalogHref={storefront.catalogHref} />
    </StorefrontFrame>
  );
}
