import { type ApiClient, type CatalogListingResult, isApiClientError } from '@ornament/api-client';
import { serverMessageMarkers } from '@ornament/domain';
import { notFound, redirect } from 'next/navigation';
import { type SearchParams, toListingQuery } from './listingQuery';

/** Spec 2 §1, §8: a catalogue 404 or 'Url is invalid' shows the 404 page. */
export function isInvalidCatalogUrl(error: unknown): boolean {
  if (!isApiClientError(error) || error.kind !== 'http') return false;
  if (error.status === 404) return true;
  return error.errors.some((item) => item.detail.includes(serverMessageMarkers.invalidUrl));
}

/**
 * The listing for a storefront path. A redirect answer becomes a redirect, an unknown path the
 * 404 page; any other failure is thrown to the route's error boundary.
 */
export async function loadListing(client: ApiClient, path: string, searchParams: SearchParams): Promise<CatalogListingResult> {
  let response;
  try {
    response = await client.catalog.listing(path, toListingQuery(searchParams));
  } catch (error) {
    if (isInvalidCatalogUrl(error)) notFound();
    throw error;
  }
  if (response.type === 'redirect') redirect(response.to);
  return response.data;
}
