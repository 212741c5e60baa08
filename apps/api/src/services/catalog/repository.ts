// The catalogue's data access behind one object, so routes never touch Drizzle.
import type { Db } from '../../db';
import { dictionaryCache } from './dictionary';
import { type FacetCounts, type ListingRequest, facetCounts, listingPage } from './listingRepository';
import { pricesByUrlCodes, productById, productByIdentifier, productsByUrlCodes, sizePricesByArticles, sizesOf } from './productRepository';
import { cityStockOf } from './cityStock';
import type { CatalogContext } from './requestContext';
import type { CatalogDictionary } from './selection';

export function createCatalogRepository(db: Db) {
  const dictionary = dictionaryCache(db);
  return {
    dictionary: (): Promise<CatalogDictionary> => dictionary.get(),
    /** Call after changing categories or facet values outside a request (seeding a running app). */
    invalidate: () => dictionary.invalidate(),
    listing: (request: ListingRequest) => listingPage(db, request),
    facetCounts: (request: Omit<ListingRequest, 'page' | 'perPage'>): Promise<FacetCounts> => facetCounts(db, request),
    productsByUrlCodes: (context: CatalogContext, urlCodes: string[]) => productsByUrlCodes(db, context, urlCodes),
    product: (context: CatalogContext, id: string) => productByIdentifier(db, context, id),
    sizes: (context: CatalogContext, article: string, withStores: boolean) => sizesOf(db, context, article, withStores),
    prices: (context: CatalogContext, urlCodes: string[]) => pricesByUrlCodes(db, context, urlCodes),
    sizePrices: (context: CatalogContext, articles: string[]) => sizePricesByArticles(db, context, articles),
    productById: (context: CatalogContext, id: number) => productById(db, context, id),
    cityStock: (context: CatalogContext, urlCodes: string[]) => cityStockOf(db, context, urlCodes),
  };
}
export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
