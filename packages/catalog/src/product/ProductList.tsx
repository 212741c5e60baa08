import type { Product } from '@ornament/api-contract';
import type { GridDensity } from '@ornament/ui-kit';
import { toCardData } from './cardProps';
import { ProductCards } from './ProductCards';

export interface ProductListProps {
  products: readonly Product[];
  density?: GridDensity;
  /** Whether this list holds the page's first visible row (its images get priority). */
  aboveTheFold?: boolean;
  label?: string;
  /** 2 when the list sits right under the page's h1 (a catalogue, a wishlist), 3 under a section's h2. */
  headingLevel?: 2 | 3;
}

/** Products as a grid of cards; only the first row's pictures load eagerly. */
export function ProductList({ products, ...grid }: ProductListProps) {
  return <ProductCards cards={products.map(toCardData)} {...grid} />;
}
