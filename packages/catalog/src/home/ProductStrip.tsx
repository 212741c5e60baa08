import type { Product } from '@ornament/api-contract';
import { ProductCard } from '@ornament/ui-kit';
import { toCardData } from '../product/cardProps';
import { ProductPicture } from '../product/ProductPicture';
import * as styles from './home.css';
import { stripSizes } from './stripSizes';


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
