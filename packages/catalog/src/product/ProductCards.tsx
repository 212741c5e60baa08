'use client';

import { type GridDensity, ProductCard, ProductGrid, firstRowCount, productGridSizes } from '@ornament/ui-kit';
import type { ProductCardData } from './cardProps';
import { ProductPicture } from './ProductPicture';

export interface ProductCardsProps {
  cards: readonly ProductCardData[];
  density?: GridDensity | undefined;
  /** Whether this list holds the page's first visible row (its images get priority). */
  aboveTheFold?: boolean | undefined;
  label?: string | undefined;
  headingLevel?: 2 | 3 | undefined;
}

/**
 * A grid of cards from their compact data. A client component on purpose: the page's payload then
 * carries each card's few fields once (about 0.4 kB) instead of its whole element tree beside the
 * HTML (about 1.8 kB), which was most of a 72-card catalogue page.
 */
export function ProductCards({ cards, density = 'regular', aboveTheFold = true, label, headingLevel = 3 }: ProductCardsProps) {
  const sizes = productGridSizes(density);
  const eager = aboveTheFold ? firstRowCount(density) : 0;
  return (
    <ProductGrid density={density} aria-label={label}>
      {cards.map(({ key, ...card }, index) => (
        <ProductCard key={key} {...card} sizes={sizes} priority={index < eager} renderImage={ProductPicture} headingLevel={headingLevel} />
      ))}
    </ProductGrid>
  );
}
