'use client';

import type { Product } from '@ornament/api-contract';
import { favouritesMessages as m } from '@ornament/domain';
import { type GridDensity, ProductCard, ProductGrid, productGridSizes } from '@ornament/ui-kit';
import { ProductPicture } from '../product/ProductPicture';
import { toCardData } from '../product/cardProps';
import * as styles from './favorites.css';
import { type FavouriteHeading, withHeading } from './favouriteHeading';

export interface FavoritesGridProps {
  products: readonly Product[];
  density: GridDensity;
  /** Articles ticked in selection mode; null when the mode is off. */
  selection: readonly string[] | null;
  onToggleSelected: (article: string) => void;
  /** Card actions outside selection mode: label and what it does. */
  actions: readonly { label: string; run: (product: Product) => void }[];
  busy: boolean;
  /** Headings of the all-favourites view: the card shows the page's h1 and the category first. */
  headings?: ReadonlyMap<string, FavouriteHeading>;
}

export function FavoritesGrid({ products, density, selection, onToggleSelected, actions, busy, headings }: FavoritesGridProps) {
  const sizes = productGridSizes(density);
  return (
    <ProductGrid density={density} aria-label={m.pageTitle}>
      {products.map((product, index) => {
        const { key, ...card } = withHeading(toCardData(product), headings?.get(product.article));
        const controls =
          selection !== null ? (
            <label className={styles.check}>
              <input type="checkbox" checked={selection.includes(product.article)} onChange={() => onToggleSelected(product.article)} />
              {m.selectItem(product.name)}
            </label>
          ) : (
            <div className={styles.cardActions}>
              {actions.map((action) => (
                <button key={action.label} type="button" className={styles.textButton} disabled={busy} onClick={() => action.run(product)} aria-label={`${action.label}: ${product.name}`}>
                  {action.label}
                </button>
              ))}
            </div>
          );
        return <ProductCard key={key} {...card} sizes={sizes} priority={index < 4} renderImage={ProductPicture} actions={controls} />;
      })}
    </ProductGrid>
  );
}
