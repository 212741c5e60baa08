import { Children, type ReactNode } from 'react';
import * as styles from './ProductGrid.css';
import type { GridDensity } from './productGridSizes';

export interface ProductGridProps {
  density?: GridDensity;
  /** One ProductCard per child; each becomes a list item. */
  children: ReactNode;
  'aria-label'?: string;
}

/** The product list: a responsive grid of cards, marked up as a list for screen readers. */
export function ProductGrid({ density = 'regular', children, ...rest }: ProductGridProps) {
  return (
    <ul className={styles.grid({ density })} aria-label={rest['aria-label']}>
      {Children.map(children, (child) => (child == null ? null : <li>{child}</li>))}
    </ul>
  );
}
