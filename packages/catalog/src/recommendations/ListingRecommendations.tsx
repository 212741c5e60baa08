import type { ApiClient } from '@ornament/api-client';
import { listingMessages, wantsRecommendations } from '@ornament/domain';
import { ProductStripCards } from '../home/ProductStripCards';
import { toCardData } from '../product/cardProps';
import type { SearchParams } from '../listing/listingQuery';
import { listingRecommendations } from './loadRecommendations';
import * as styles from './recommendations.css';

export interface ListingRecommendationsProps {
  client: ApiClient;
  path: string;
  searchParams: SearchParams;
  productCount: number;
}

/**
 * 'Вам может понравиться' under a short listing (spec 2 §4): only below 50 products, without a
 * page parameter or a search, and never in the excluded sections and categories.
 */
export async function ListingRecommendations({ client, path, searchParams, productCount }: ListingRecommendationsProps) {
  const wanted = wantsRecommendations({ path, productCount, hasPageParameter: searchParams.page !== undefined, isSearch: path.startsWith('/products-search/') });
  if (!wanted) return null;
  const products = await listingRecommendations(client, path, searchParams);
  if (products.length === 0) return null;
  return (
    <section className={styles.block} aria-labelledby="listing-recommendations">
      <h2 id="listing-recommendations" className={styles.heading}>
        {listingMessages.recommendations}
      </h2>
      <ProductStripCards cards={products.map(toCardData)} label={listingMessages.recommendations} />
    </section>
  );
}
