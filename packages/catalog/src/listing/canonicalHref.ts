// S2.7.2 (spec 2 §2, §7 GET filters generate-link): one filter set has one URL, and the API writes
// it. A listing asked by a URL the storefront must move off (prices off the step table) goes to the
// link the API generates, so every way of writing the same filters lands on one cached page.
import type { ApiClient } from '@ornament/api-client';
import { localPathOf } from '@ornament/auth-modal/after-login';
import type { SearchParams } from './listingQuery';
import { pageHref } from './pagination';

/** Text-search results are the search service's listing: the catalogue cannot link them. */
const isCatalogueListing = (path: string) => !path.startsWith('/products-search/');

/** The first page of `path` with `query`'s filters, as the API links it; the page's own form when it cannot say. */
export async function canonicalListingHref(client: ApiClient, path: string, query: SearchParams): Promise<string> {
  const fallback = pageHref(path, query, 1);
  if (!isCatalogueListing(path)) return fallback;
  const filters = Object.fromEntries(new URL(fallback, 'http://listing.local').searchParams);
  try {
    const response = await client.catalog.filtersLink(path, filters);
    // Resolved as the browser will (finding 19.7): '//host', '/\\host' or a stray tab never leave the site.
    const link = response.type === 'data' ? localPathOf(response.data.data.link) : undefined;
    if (link) return link;
  } catch {
    // The API refused or is away: the page's own form is a valid URL of the same filters.
  }
  return fallback;
}
