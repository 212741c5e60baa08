import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { cache } from 'react';
import { PromotionSlot } from '../analytics/PromotionSlot';
import { snappedPriceParams } from '../filters/filterState';
import { badRequestHeading, badRequestRobots } from '../listing/badRequest';
import { canonicalListingHref } from '../listing/canonicalHref';
import { CatalogPage } from '../listing/CatalogPage';
import type { SearchParams } from '../listing/listingQuery';
import { loadListingState } from '../listing/loadListing';
import { listingMetadata } from '../listing/metadata';
import { catalogRoutePath, listingQueryKey, textSearchRoutePath } from '../listing/routePath';
import type { ListingRouteOptions } from './types';

interface ListingRouteProps<Params> {
  params: Promise<Params>;
  searchParams: Promise<SearchParams>;
}

/**
 * A route that renders the catalogue listing for the storefront path its params name; params that
 * name no listing answer 404 without asking the API. Prices off the step table redirect to the
 * snapped ones, so one price range has one URL.
 */
function listingRoute<Params>({ storefront, serverApiClient, promotionBanner }: ListingRouteOptions, pathOf: (params: Params) => string | undefined) {
  // Metadata and page of one request share the listing call.
  const loadState = cache(async (path: string, query: string) => loadListingState(await serverApiClient(), path, Object.fromEntries(new URLSearchParams(query))));
  const queryKey = (searchParams: SearchParams) => listingQueryKey(searchParams);

  async function generateMetadata({ params, searchParams }: ListingRouteProps<Params>): Promise<Metadata> {
    const path = pathOf(await params);
    const query = await searchParams;
    if (!path || snappedPriceParams(query)) return {};
    const state = await loadState(path, queryKey(query));
    if (state.type === 'bad-request') return { title: badRequestHeading(path), robots: badRequestRobots };
    return listingMetadata(state.listing.meta);
  }

  async function ListingRoute({ params, searchParams }: ListingRouteProps<Params>) {
    const path = pathOf(await params);
    if (!path) notFound();
    const query = await searchParams;
    const snapped = snappedPriceParams(query);
    // The first page of the snapped range (`page` is dropped with the change of filter), at the one
    // URL the API gives that filter set.
    if (snapped) redirect(await canonicalListingHref(await serverApiClient(), path, snapped));
    // Asked now, beside the listing call, not once the listing has rendered: the banner under the
    // heading is then usually in the first flush (it was the page's late LCP when it streamed after).
    const banner = promotionBanner?.({ path, query: queryKey(query) });
    return (
      <CatalogPage
        client={await serverApiClient()}
        path={path}
        searchParams={query}
        state={loadState(path, queryKey(query))}
        catalogHref={storefront.catalogHref}
        brand={storefront.tenant.brand}
        density={storefront.gridDensity}
        // In document order, not streamed: the page is rendered once for the cache, and a streamed
        // banner was swapped in after the first paint (the page's LCP, and a layout shift above the grid).
        banner={banner ? <PromotionSlot load={() => banner} /> : undefined}
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
