import { isApiClientError } from '@ornament/api-client';
import { CatalogListingView, listingMetadata, toListingQuery, type SearchParams } from '@ornament/catalog';
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { cache } from 'react';
import { serverApiClient } from '../../../src/api';
import { storefront } from '../../../src/tenant';

interface RouteProps {
  searchParams: Promise<SearchParams>;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The kept photo search named by `?id=` (spec 1 §2 /products-search/image); a stale or unknown id is a 404. */
const loadImageListing = cache(async (searchParams: SearchParams) => {
  const { id, ...rest } = searchParams;
  const searchId = Array.isArray(id) ? id[0] : id;
  if (!searchId || !uuid.test(searchId)) notFound();
  let response;
  try {
    response = await (await serverApiClient()).search.imageSearchResult(searchId, toListingQuery(rest));
  } catch (error) {
    if (isApiClientError(error) && error.status === 404) notFound();
    throw error;
  }
  if (response.type === 'redirect') redirect(response.to);
  return response.data;
});

export async function generateMetadata({ searchParams }: RouteProps): Promise<Metadata> {
  return listingMetadata((await loadImageListing(await searchParams)).meta);
}

export default async function ImageSearchRoute({ searchParams }: RouteProps) {
  const params = await searchParams;
  const listing = await loadImageListing(params);
  return (
    <CatalogListingView
      listing={listing}
      path="/products-search/image/"
      searchParams={params}
      catalogHref={storefront.catalogHref}
      density={storefront.gridDensity}
    />
  );
}
