import { paths } from '@ornament/api-contract/http';
import * as styles from './account.css';

/**
 * The product's first picture, 56 px (`src` when the caller knows the product's current one). The
 * API draws pictures as SVG, which next/image would pass through untouched (`unoptimized`) while
 * adding its client component to the page's first load; a plain image with fixed dimensions renders
 * the same on the server, shifts nothing and costs no script.
 */
export function ItemImage({ urlCode, name, src }: { urlCode: string; name: string; src?: string }) {
  return <img src={src ?? paths.productImage(urlCode, 'white', 0)} alt={name} width={56} height={56} className={styles.thumb} loading="lazy" decoding="async" />;
}

/** Where a product gone from the catalogue had its picture: the row keeps its shape. */
export function NoItemImage() {
  return <span className={styles.thumb} aria-hidden="true" />;
}
