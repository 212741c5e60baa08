import type { Product } from '@ornament/api-contract';
import { productTexts } from '@ornament/domain';
import { ProductList } from './ProductList';
import * as styles from './sections.css';

/** Pieces sold together with the product (spec 2 §7 product-kit); nothing when there are none. */
export function KitSection({ products }: { products: readonly Product[] }) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="product-kit" className={styles.block}>
      <h2 id="product-kit" className={styles.sectionTitle}>
        {productTexts.kitsTitle}
      </h2>
      <ProductList products={products} aboveTheFold={false} label={productTexts.kitsTitle} />
    </section>
  );
}
