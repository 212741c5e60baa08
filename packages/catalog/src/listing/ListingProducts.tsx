'use client';

import type { ItemList } from '@ornament/analytics';
import type { BrandId, CurrencyCode } from '@ornament/domain';
import type { GridDensity } from '@ornament/ui-kit';
import { useMemo } from 'react';
import { ItemListAnalytics } from '../analytics/ItemListAnalytics';
import { cardOfListing, type ListingCard, linkedItemsOf } from '../analytics/listItems';
import { ProductCards } from '../product/ProductCards';
import { ItemListJsonLd } from './ItemListJsonLd';

export interface ListingProductsProps {
  cards: readonly ListingCard[];
  list: ItemList;
  brand: BrandId;
  /** The position of the page's first product in the whole listing, from 0. */
  firstIndex: number;
  density?: GridDensity | undefined;
  /** The listing's currency: every card of a page is priced in it. */
  currency: CurrencyCode;
}

/**
 * A listing page's grid, its analytics (view_item_list, select_item) and its JSON-LD ItemList, all
 * from the cards' data: the page's payload carries each product once, not three times.
 */
export function ListingProducts({ cards, list, brand, firstIndex, density, currency }: ListingProductsProps) {
  const items = useMemo(() => linkedItemsOf(cards, list, brand, firstIndex), [cards, list, brand, firstIndex]);
  const gridCards = useMemo(() => cards.map((card) => cardOfListing(card, currency)), [cards, currency]);
  return (
    <>
      <ItemListAnalytics list={list} items={items}>
        <ProductCards cards={gridCards} density={density} label={list.name} headingLevel={2} />
      </ItemListAnalytics>
      <ItemListJsonLd name={list.name} entries={gridCards} firstIndex={firstIndex} />
    </>
  );
}
