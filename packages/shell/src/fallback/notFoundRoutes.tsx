import type { ApiClient } from '@ornament/api-client';
import type { LayoutStorefront } from '../layout/StorefrontLayout';
import { NotFoundPage } from './NotFoundPage';

interface NotFoundStorefront {
  storefront: Pick<LayoutStorefront, 'tenant' | 'Header'> & { catalogHref: string };
}

/** `app/[variant]/not-found.tsx` and `app/(personal)/not-found.tsx`: the 404 under the tree's header. */
export function notFoundRoute({ storefront }: NotFoundStorefront) {
  return function NotFound() {
    return <NotFoundPage catalogHref={storefront.catalogHref} />;
  };
}

/**
 * `app/not-found.tsx`: a 404 outside the segment layouts, such as a notFound() Next raises while
 * resolving a cached page's metadata. Next serialises this element into every page's payload, so it
 * draws the reduced header (wordmark, phone, profile), not a second full header with its menus.
 */
export function rootNotFoundRoute({ storefront, client }: NotFoundStorefront & { client: () => Promise<ApiClient> }) {
  const { Header, tenant } = storefront;
  return async function NotFound() {
    return (
      <>
        <Header tenant={tenant} client={await client()} reduced />
        <main id="main">
          <NotFoundPage catalogHref={storefront.catalogHref} />
        </main>
      </>
    );
  };
}
