import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CatalogPage } from '../listing/CatalogPage';
import type { SearchParams } from '../listing/listingQuery';
import { loadListing } from '../listing/loadListing';
import { listingMetadata } from '../listing/metadata';
import { catalogRoutePath, textSearchRoutePath } from '../listing/routePath';
import type { ListingRouteOptions } from './types';

interface ListingRouteProps<Params> {
  params: Promise<Params>;
  searchParams: Promise<SearchParams>;
}

/**
 * A route that renders the catalogue listing for the storefront path its params name; params that
 * name no listing answer 404 without asking the API.
 */
function listingRoute<Params>({ storefront, serverApiClient }: ListingRouteOptions, pathOf: (params: Params) => string | undefined) {
  async function generateMetadata({ params, searchParams }: ListingRouteProps<Params>): Promise<Metadata> {
    const path = pathOf(await params);
    if (!path) return {};
    const listing = await loadListing(await serverApiClient(), path, await searchParams);
    return listingMetadata(listing.meta);
  }

  async function ListingRoute({ params, searchParams }: ListingRouteProps<Params>) {
    const path = pathOf(await params);
    if (!path) notFound();
    return (
      <CatalogPage
        client={await serverApiClient()}
        path={path}
        searchParams={await searchParams}
        catalogHref={storefront.catalogHref}
        brand={storefront.tenant.brand}
        density={storefront.gridDensity}
      />
    );
  }

  return { generateMetadata, Page: ListingRoute };
}

/** `app/[section]/[[...slug]]/page.tsx`: the catalogue sections this storefront lists. */
export function catalogRoute(options: ListingRouteOptions) {
  return listingRoute<{ section: string; slug?: string[] }>(options, ({ section, slug }) =>
    catalogRoutePath(options.storefront.catalogSections, section, slug),
  );
}

/**
 * `app/products-search/text/[...slug]/page.tsx`: text-search results as the catalogue listing; no
 * match shows the listing's empty state, never a 404.
 */
export function textSearchRoute(options: ListingRouteOptions) {
  return listingRoute<{ slug: string[] }>(options, ({ slug }) => textSearchRoutePath(slug));
}
