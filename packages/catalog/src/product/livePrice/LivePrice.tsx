'use client';

import { useApiClient } from '@ornament/api-client/react/client';
import { Price } from '@ornament/ui-kit/components/Price/Price';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLiveSlot } from './useLiveSlot';
import { livePriceChange, livePriceSlotId, type ShownPrice } from './livePrice';

export interface LivePriceProps {
  article: string;
  /** The picked size; '' for a product without sizes. */
  size: string;
  /** What the cached page shows. */
  shown: ShownPrice;
  /** Asks again when it changes: the shopper pressed «В корзину». */
  check: number;
}

/**
 * Spec 2 §7, §9: asks the live price of the picked size (kept 0.7 s by the API, see
 * apps/api/src/services/catalog/priceRoutes.ts) and, when it differs from the cached page's, shows it
 * in the same price line. Loads with the basket button's chunk, never in the page's first load. A
 * failed call keeps the page's price, like the page's other extras (spec 2 §4).
 */
export function LivePrice({ article, size, shown, check }: LivePriceProps) {
  const client = useApiClient();
  const [live, setLive] = useState<ShownPrice | null>(null);
  const { price, oldPrice, discount, currency } = shown;

  useEffect(() => {
    const controller = new AbortController();
    client.catalog.productPrice(article, size, { signal: controller.signal }).then(
      (response) => {
        if (response.type === 'data') setLive(livePriceChange({ price, oldPrice, discount, currency }, response.data.data));
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [client, article, size, price, oldPrice, discount, currency, check]);

  const slot = useLiveSlot(livePriceSlotId, live);

  if (!slot || !live) return null;
  return createPortal(<Price amount={live.price} currency={live.currency} oldAmount={live.oldPrice} discount={live.discount} size="l" />, slot);
}
