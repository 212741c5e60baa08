import type { ApiClient, CatalogFiltersResult } from '@ornament/api-client';
import { type SearchParams, toListingQuery } from '../listing/listingQuery';

/**
 * The filter panel's data for a listing, or null when the filters cannot be had: the listing then
 * shows without its panel rather than failing (the listing call decides 404s and errors).
 */
export async function loadFilters(client: ApiClient, path: string, searchParams: SearchParams): Promise<CatalogFiltersResult | null> {
  try {
    const { page: _page, ...query } = toListingQuery(searchParams);
    const response = await client.catalog.filters(path, query);
    return response.type === 'data' ? response.data : null;
  } catch {
    return null;
  }
}
