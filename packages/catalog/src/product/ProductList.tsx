import type { Product } from '@ornament/api-contract';
import { type GridDensity, ProductCard, ProductGrid, firstRowCount, productGridSizes } from '@ornament/ui-kit';
import { toCardData } from './cardProps';
import { ProductPicture } from './ProductPicture';

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
export function ProductList({ products, density = 'regular', aboveTheFold = true, label, headingLevel = 3 }: ProductListProps) {
  const sizes = productGridSizes(density);
  const eager = aboveTheFold ? firstRowCount(density) : 0;
  return (
    <ProductGrid density={density} aria-label={label}>
      {products.map((product, index) => {
        const { key, ...card } = toCardData(product);
        return <ProductCard key={key} {...card} sizes={sizes} priority={index < eager} renderImage={ProductPicture} headingLevel={headingLevel} />;
      })}
    </ProductGrid>
  );
}
