import type { Product } from '@ornament/api-contract';
import { ProductCard } from '@ornament/ui-kit';
import { toCardData } from '../product/cardProps';
import { ProductPicture } from '../product/ProductPicture';
import * as styles from './home.css';

// Matches the strip's column widths in home.css.ts.
const stripSizes = '(min-width: 1440px) 270px, (min-width: 1280px) 20vw, (min-width: 768px) 31vw, 46vw';

/** A row of products that scrolls sideways on small screens; CSS only, no script. */
export function ProductStrip({ products, label }: { products: readonly Product[]; label: string }) {
  return (
    <ul className={styles.strip} aria-label={label}>
      {products.map((product) => {
        const { key, ...card } = toCardData(product);
        return (
          <li key={key} className={styles.stripItem}>
            <ProductCard {...card} sizes={stripSizes} renderImage={ProductPicture} />
          </li>
        );
      })}
    </ul>
  );
}
