'use client';

import { lazy, Suspense, useState } from 'react';
import { useIdle } from '@ornament/ui-kit/idle';
import type { BasketButtonProps } from './props';

const BasketAction = lazy(() => import('./BasketAction'));

/**
 * «В корзину» on the product page. Kept tiny (the product page's first-load budget): a plain button
 * until the browser is idle or the shopper clicks; then the add logic, the limit modal and the API
 * call load. A click before that is kept and carried out once the code is there.
 */
export function AddToBasket(props: BasketButtonProps) {
  const idle = useIdle();
  const [pressed, setPressed] = useState(false);
  const button = (
    <button type="button" className={props.className} onClick={() => setPressed(true)} aria-busy={pressed || undefined}>
      {props.labels.add}
    </button>
  );
  if (!idle && !pressed) return button;
  return (
    <Suspense fallback={button}>
      <BasketAction {...props} pressed={pressed} />
    </Suspense>
  );
}
