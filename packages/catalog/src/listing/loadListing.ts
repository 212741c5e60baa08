import { type ApiClient, type CatalogListingResult, isApiClientError } from '@ornament/api-client';
import { serverMessageMarkers } from '@ornament/domain';
import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { type SearchParams, toListingQuery } from './listingQuery';
import { pageHref } from './pagination';

/** Spec 2 §1, §8: a catalogue 404 or 'Url is invalid' shows the 404 page. */
export function isInvalidCatalogUrl(error: unknown): boolean {
  if (!isApiClientError(error) || error.kind !== 'http') return false;
  if (error.status === 404) return true;
  return error.errors.some((item) => item.detail.includes(serverMessageMarkers.invalidUrl));
}

/** A 400 about `page` (a page number past any listing) is a page that does not exist. */
function isBadPage(error: unknown): boolean {
  return isApiClientError(error) && error.status === 400 && error.errors.some((item) => item.source?.pointer === '/query/page');
}

export type ListingState =
  | { type: 'listing'; listing: CatalogListingResult }
  /** The catalogue refused the query (unknown sort, bad price): shown, but never indexed (spec 2 §2). */
  | { type: 'bad-request'; detail: string };

/** The path part of a URL, without its query. */
const pathOf = (url: string): string => url.split('?', 1)[0] ?? url;

/**
 * The listing for a storefront path. A redirect answer becomes a redirect; a path written in
 * another order than the canonical one redirects to it (one filter set, one URL); an unknown path
 * and a page past the last are the 404 page; a refused query is a 'bad-request' state. Any other
 * failure is thrown to the route's error boundary.
 */
export async function loadListingState(client: ApiClient, path: string, searchParams: SearchParams): Promise<ListingState> {
  let response;
  try {
    response = await client.catalog.listing(path, toListingQuery(searchParams));
  } catch (error) {
    // Spec 2 §1: not for search — a search the catalogue cannot answer is a refused query, not a 404.
    const isSearch = path.startsWith('/products-search/');
    if (!isSearch && (isInvalidCatalogUrl(error) || isBadPage(error))) notFound();
    if (isApiClientError(error) && error.kind === 'http' && (error.status === 400 || (isSearch && error.status === 404))) {
      return { type: 'bad-request', detail: error.errors[0]?.detail ?? error.message };
    }
    throw error;
  }
  if (response.type === 'redirect') redirect(response.to);
  const listing = response.data;
  const canonicalPath = pathOf(listing.meta.canonical);
  if (canonicalPath !== path && canonicalPath.startsWith('/')) permanentRedirect(pageHref(canonicalPath, searchParams, listing.meta['current-page']));
  if (listing.data.length === 0 && listing.meta['current-page'] > 1) notFound();
  return { type: 'listing', listing };
}

/** The listing itself, for pages that have no use for the bad-request state (it is thrown instead). */
export async function loadListing(client: ApiClient, path: string, searchParams: SearchParams): Promise<CatalogListingResult> {
  const state = await loadListingState(client, path, searchParams);
  if (state.type === 'bad-request') throw new Error(state.detail);
  return state.listing;
}
