'use client';

import { ProductCard } from '@ornament/ui-kit';
import type { ProductCardData } from '../product/cardProps';
import { ProductPicture } from '../product/ProductPicture';
import * as styles from './home.css';
import { stripSizes } from './stripSizes';


/**
 * ProductStrip from compact card data, in a client component for the reason ProductCards is one:
 * the payload carries each card's few fields, not its element tree. For pages that ship the card's
 * code anyway (product, catalogue); the home page keeps the server strip and its smaller bundle.
 */
export function ProductStripCards({ cards, label }: { cards: readonly ProductCardData[]; label: string }) {
  return (
    <ul className={styles.strip} aria-label={label}>
      {cards.map(({ key, ...card }) => (
        <li key={key} className={styles.stripItem}>
          <ProductCard {...card} sizes={stripSizes} renderImage={ProductPicture} />
        </li>
      ))}
    </ul>
  );
}
