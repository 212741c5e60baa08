'use client';

import { lazy, Suspense, useState } from 'react';
import * as styles from './account.css';
import { productInfoTexts } from './productInfoTexts';

const ProductInfoPanel = lazy(() => import('./ProductInfoPanel'));

/**
 * «Подробнее о товаре» under an order line (spec 2 §7 product-info/{id}/): a native disclosure whose
 * body, and the code that asks for it, load only once the shopper opens it.
 */
export function ProductInfoDisclosure({ productId }: { productId: number }) {
  const [opened, setOpened] = useState(false);
  return (
    <details onToggle={(event) => event.currentTarget.open && setOpened(true)}>
      <summary className={styles.qrSummary}>{productInfoTexts.more}</summary>
      {opened ? (
        <Suspense fallback={<p className={styles.muted}>{productInfoTexts.loading}</p>}>
          <ProductInfoPanel productId={productId} />
        </Suspense>
      ) : null}
    </details>
  );
}
