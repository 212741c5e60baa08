'use client';

import { type AnalyticsItem, push, viewItem, withListName } from '@ornament/analytics';
import type { CurrencyCode } from '@ornament/domain';
import { useEffect } from 'react';

/** view_item once the product page is shown (spec 1 §3), naming the list it was picked from; the item is mapped on the server. */
export function ProductViewAnalytics({ currency, item }: { currency: CurrencyCode; item: AnalyticsItem }) {
  useEffect(() => {
    push(viewItem(currency, withListName(item)));
    // One event per product shown: a new product is a new page and a new mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [item.item_id]);
  return null;
}
