import { type CatalogCalls, catalogCalls } from './calls/catalog';
import { type ContentCalls, contentCalls } from './calls/content';
import { type FavoriteCalls, favoriteCalls } from './calls/favorites';
import { type GeoCalls, geoCalls } from './calls/geo';
import { type HandbookCalls, handbookCalls } from './calls/handbooks';
import { type MetaCalls, metaCalls } from './calls/meta';
import { type ProductCalls, productCalls } from './calls/product';
import { type ReviewCalls, reviewCalls } from './calls/reviews';
import { type SearchCalls, searchCalls } from './calls/search';
import { type ClientConfig } from './config';
import { type ApiResponse, type RequestOptions, request } from './request';

/** A typed function per call, grouped by area; later issues add their groups beside these. */
export interface ApiClient {
  readonly config: ClientConfig;
  readonly catalog: CatalogCalls;
  readonly content: ContentCalls;
  readonly favorites: FavoriteCalls;
  readonly geo: GeoCalls;
  readonly handbooks: HandbookCalls;
  readonly meta: MetaCalls;
  readonly product: ProductCalls;
  readonly reviews: ReviewCalls;
  readonly search: SearchCalls;
  /** The bare request layer, for a call that has no typed function yet. */
  request<T>(options: RequestOptions<T>): Promise<ApiResponse<T>>;
}

export function createApiClient(config: ClientConfig): ApiClient {
  return {
    config,
    catalog: catalogCalls(config),
    content: contentCalls(config),
    favorites: favoriteCalls(config),
    geo: geoCalls(config),
    handbooks: handbookCalls(config),
    meta: metaCalls(config),
    product: productCalls(config),
    reviews: reviewCalls(config),
    search: searchCalls(config),
    request: (options) => request(config, options),
  };
}
