'use client';

import type { ItemList } from '@ornament/analytics';
import type { BrandId } from '@ornament/domain';
import type { GridDensity } from '@ornament/ui-kit';
import { useMemo } from 'react';
import { ItemListAnalytics } from '../analytics/ItemListAnalytics';
import { type ListingCard, linkedItemsOf } from '../analytics/listItems';
import { ProductCards } from '../product/ProductCards';
import { ItemListJsonLd } from './ItemListJsonLd';

export interface ListingProductsProps {
  cards: readonly ListingCard[];
  list: ItemList;
  brand: BrandId;
  /** The position of the page's first product in the whole listing, from 0. */
  firstIndex: number;
  density?: GridDensity | undefined;
}

/**
 * A listing page's grid, its analytics (view_item_list, select_item) and its JSON-LD ItemList, all
 * from the cards' data: the page's payload carries each product once, not three times.
 */
export function ListingProducts({ cards, list, brand, firstIndex, density }: ListingProductsProps) {
  const items = useMemo(() => linkedItemsOf(cards, list, brand, firstIndex), [cards, list, brand, firstIndex]);
  const gridCards = useMemo(() => cards.map(({ facts: _facts, ...card }) => card), [cards]);
  return (
    <>
      <ItemListAnalytics list={list} items={items}>
        <ProductCards cards={gridCards} density={density} label={list.name} headingLevel={2} />
      </ItemListAnalytics>
      <ItemListJsonLd name={list.name} entries={cards} firstIndex={firstIndex} />
    </>
  );
}
