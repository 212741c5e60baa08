'use client';

import { useApiClient } from '@ornament/api-client/react/client';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLiveSlot } from '../livePrice/useLiveSlot';
import * as styles from '../sections.css';
import { liveStockChange, liveStockSlotId, type StockLine } from './liveStock';

export interface LiveStockProps {
  article: string;
  /** The picked size; '' for a product without sizes. */
  size: string;
  /** The units the cached page counts for the size. */
  shownQuantity: number;
  /** Asks again when it changes: the shopper pressed «В корзину». */
  check: number;
}

/**
 * Spec 3 §7 quantity-by-size: the picked size's stock now, shown in the stock line when the cached
 * page's reads otherwise (the last ring sold since the page was rendered). Loads with the basket
 * button's chunk; a failed call keeps the page's line (spec 2 §4).
 */
export function LiveStock({ article, size, shownQuantity, check }: LiveStockProps) {
  const client = useApiClient();
  const [live, setLive] = useState<StockLine | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    client.basket.quantityBySize(article, size, undefined, { signal: controller.signal }).then(
      (response) => {
        if (response.type === 'data') setLive(liveStockChange(shownQuantity, response.data.data.quantity, size !== ''));
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [client, article, size, shownQuantity, check]);

  const slot = useLiveSlot(liveStockSlotId, live);

  if (!slot || !live) return null;
  const line = live.inStock ? (
    <p className={styles.stockIn}>
      {live.text}
      {live.label ? <span className={styles.stockLow}> · {live.label}</span> : null}
    </p>
  ) : (
    <p className={styles.stockOut}>{live.text}</p>
  );
  return createPortal(line, slot);
}
