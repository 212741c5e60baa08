import type { ApiClient } from '@ornament/api-client';
import type { Product } from '@ornament/api-contract';
import { serverMessageMarkers } from '@ornament/domain';
import type { SearchParams } from '../listing/listingQuery';
import { pageHref } from '../listing/pagination';

/** The catalogue URL personal-recommendations is asked about: the listing's path and its filters, no paging. */
export function recommendationsFilters(path: string, searchParams: SearchParams): string {
  const { page: _page, per_page: _perPage, ...filters } = searchParams;
  return pageHref(path, filters, 1);
}

async function productsOf(call: Promise<Awaited<ReturnType<ApiClient['catalog']['alternatives']>>>): Promise<Product[]> {
  try {
    const response = await call;
    return response.type === 'data' ? response.data.data : [];
  } catch {
    // Recommendations are an extra: a failure shows none, never an error page.
    return [];
  }
}

/** Personal recommendations for a listing; logs the spec's line when there are none (spec 2 §8). */
export async function listingRecommendations(client: ApiClient, path: string, searchParams: SearchParams): Promise<Product[]> {
  const products = await productsOf(client.catalog.personalRecommendations(recommendationsFilters(path, searchParams)));
  if (products.length === 0) console.info(serverMessageMarkers.noRecommendations, path);
  return products;
}

/** Alternatives and cross-sell of a product, asked together; each empty on failure. */
export async function productRecommendations(client: ApiClient, article: string, signal?: AbortSignal): Promise<{ alternatives: Product[]; crossSell: Product[] }> {
  const options = signal ? { signal } : {};
  const [alternatives, crossSell] = await Promise.all([productsOf(client.catalog.alternatives(article, options)), productsOf(client.catalog.crossSell(article, options))]);
  return { alternatives, crossSell };
}
