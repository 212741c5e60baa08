import { isApiClientError } from '@ornament/api-client';
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { cache } from 'react';
import { CatalogListingView } from '../listing/CatalogPage';
import { imageSearchIdOf, type SearchParams, toListingQuery } from '../listing/listingQuery';
import { listingMetadata } from '../listing/metadata';
import type { ListingRouteOptions } from './types';

interface ImageSearchRouteProps {
  searchParams: Promise<SearchParams>;
}

/** `app/products-search/image/page.tsx`: products similar to a kept photo search. */
export function imageSearchRoute({ storefront, serverApiClient }: ListingRouteOptions) {
  /** The kept photo search named by `?id=` (spec 1 §2 /products-search/image); a stale or unknown id is a 404. */
  const loadImageListing = cache(async (searchParams: SearchParams) => {
    const search = imageSearchIdOf(searchParams);
    if (!search) notFound();
    let response;
    try {
      response = await (await serverApiClient()).search.imageSearchResult(search.id, toListingQuery(search.rest));
    } catch (error) {
      if (isApiClientError(error) && error.status === 404) notFound();
      throw error;
    }
    if (response.type === 'redirect') redirect(response.to);
    return response.data;
  });

  async function generateMetadata({ searchParams }: ImageSearchRouteProps): Promise<Metadata> {
    return listingMetadata((await loadImageListing(await searchParams)).meta);
  }

  async function ImageSearchRoute({ searchParams }: ImageSearchRouteProps) {
    const params = await searchParams;
    const listing = await loadImageListing(params);
    return (
      <CatalogListingView
        listing={listing}
        path="/products-search/image/"
        searchParams={params}
        catalogHref={storefront.catalogHref}
        brand={storefront.tenant.brand}
        density={storefront.gridDensity}
      />
    );
  }

  return { generateMetadata, Page: ImageSearchRoute };
}
