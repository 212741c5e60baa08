'use client';

import { lazy, Suspense } from 'react';
import type { BasketLimitModalProps } from './BasketLimitModal';

const BasketLimitModal = lazy(() => import('./BasketLimitModal'));

/** The limit modal for the basket page: its code (the dialog, its texts) loads only when it opens. */
export function LazyBasketLimitModal(props: BasketLimitModalProps) {
  if (props.text === null) return null;
  return (
    <Suspense fallback={null}>
      <BasketLimitModal {...props} />
    </Suspense>
  );
}
