import type { ApiClient } from '@ornament/api-client';
import type { Product } from '@ornament/api-contract';
import { listingMessages } from '@ornament/domain';
import { ProductStripCards } from '../home/ProductStripCards';
import { toCardData } from '../product/cardProps';
import { productRecommendations } from './loadRecommendations';
import * as styles from './recommendations.css';

export interface ProductRecommendationsProps {
  client: ApiClient;
  /** The product's article (or url code). */
  article: string;
}

function Strip({ id, title, products }: { id: string; title: string; products: readonly Product[] }) {
  if (products.length === 0) return null;
  return (
    <section className={styles.block} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <ProductStripCards cards={products.map(toCardData)} label={title} />
    </section>
  );
}

/**
 * The product page's recommendations (spec 2 §7): alternatives (same category and price band) and
 * cross-sell (complementary pieces), rendered on the server; nothing when both are empty. Wrap it
 * in <Suspense> so the page does not wait for it.
 */
export async function ProductRecommendations({ client, article }: ProductRecommendationsProps) {
  const { alternatives, crossSell } = await productRecommendations(client, article);
  return (
    <>
      <Strip id="product-alternatives" title={listingMessages.alternatives} products={alternatives} />
      <Strip id="product-cross-sell" title={listingMessages.crossSell} products={crossSell} />
    </>
  );
}
