'use client';

import type { Basket } from '@ornament/api-contract';
import type { BrandId } from '@ornament/domain';
import { useEffect, useRef } from 'react';
import type { pushBeginCheckout } from './beginCheckout';

/**
 * Step 1 (spec 3 §4): begin_checkout once per page, as soon as the basket has a selected line. The
 * event's code comes with the page's deferred part (`send`), which is usually there before the basket.
 */
export function useBeginCheckout(basket: Basket | null, brand: BrandId, send: typeof pushBeginCheckout | undefined): void {
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !basket || !send) return;
    sent.current = send(basket, brand);
  }, [basket, brand, send]);
}
