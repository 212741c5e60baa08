import { useApiClient } from '@ornament/api-client/react/client';
import type { Product } from '@ornament/api-contract';
import { productTexts } from '@ornament/domain';
import { useEffect, useState } from 'react';
import { ProductList } from '../ProductList';
import * as styles from '../sections.css';

type State = { status: 'loading' } | { status: 'done'; products: Product[] };

/**
 * 'Вы смотрели' (spec 2 §7 viewed-product, §9 last 2): records this view, then shows the shopper's
 * last two other products. Nothing when there are none or the calls fail.
 */
export function ViewedProducts({ urlCode }: { urlCode: string }) {
  const client = useApiClient();
  const [state, setState] = useState<State>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    client.product
      .viewed(urlCode, { signal })
      .catch(() => null)
      .then(() => client.product.viewedProducts(urlCode, { signal }))
      .then(
        (response) => setState({ status: 'done', products: response.type === 'data' ? response.data.data : [] }),
        () => {
          if (!signal.aborted) setState({ status: 'done', products: [] });
        },
      );
    return () => controller.abort();
  }, [client, urlCode]);

  if (state.status === 'loading' || state.products.length === 0) return null;
  return (
    <section aria-labelledby="product-viewed-title" className={styles.block}>
      <h2 id="product-viewed-title" className={styles.sectionTitle}>
        {productTexts.viewedTitle}
      </h2>
      <ProductList products={state.products} aboveTheFold={false} label={productTexts.viewedTitle} />
    </section>
  );
}
