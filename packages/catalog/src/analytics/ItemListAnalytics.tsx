'use client';

import { push, rememberListName, selectItem, viewItemList, type AnalyticsItem, type ItemList } from '@ornament/analytics';
import { type MouseEvent, type ReactNode, useEffect } from 'react';
import * as styles from './analytics.css';
import { itemForHref, type LinkedItem } from './linkedItems';

export interface ItemListAnalyticsProps {
  list: ItemList;
  /** Already mapped on the server; only these small records cross to the client, not the products. */
  items: readonly LinkedItem[];
  children: ReactNode;
}

/**
 * Wraps a server-rendered product list: view_item_list once it is shown, select_item when one of
 * its product links is clicked (matched by href, so the cards need no client code).
 */
export function ItemListAnalytics({ list, items, children }: ItemListAnalyticsProps) {
  useEffect(() => {
    if (items.length > 0) push(viewItemList(list, items.map((entry) => entry.item)));
    // A list is reported once per mount; a new list arrives as a new mount (keyed by the caller).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function onClickCapture(event: MouseEvent<HTMLDivElement>) {
    const link = (event.target as Element).closest('a[href]');
    const item: AnalyticsItem | undefined = link ? itemForHref(items, link.getAttribute('href') ?? '') : undefined;
    if (!item) return;
    push(selectItem(list, item));
    // The product page names the list the product was picked from (session key item_list_name).
    rememberListName(list.name);
  }

  return (
    <div onClickCapture={onClickCapture} className={styles.contents}>
      {children}
    </div>
  );
}
