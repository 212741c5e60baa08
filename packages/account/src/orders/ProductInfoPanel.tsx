'use client';

import { useApiClient } from '@ornament/api-client/react/client';
import { Fragment, useEffect, useState } from 'react';
import * as styles from './account.css';
import { type InfoRow, productInfoRows } from './productInfoRows';
import { productInfoTexts } from './productInfoTexts';

type State = { status: 'loading' } | { status: 'failed' } | { status: 'done'; rows: InfoRow[] };

/** The product's information block (GET product-info/{id}/), asked when the disclosure first opens. */
export default function ProductInfoPanel({ productId }: { productId: number }) {
  const client = useApiClient();
  const [state, setState] = useState<State>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    client.catalog.productInfo(productId, { signal: controller.signal }).then(
      (response) => setState(response.type === 'data' ? { status: 'done', rows: productInfoRows(response.data.data) } : { status: 'failed' }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [client, productId]);

  if (state.status === 'loading') return <p className={styles.muted}>{productInfoTexts.loading}</p>;
  if (state.status === 'failed') return <p className={styles.error}>{productInfoTexts.failed}</p>;
  return (
    <dl className={styles.facts}>
      {state.rows.map((row) => (
        <Fragment key={row.term}>
          <dt className={styles.factTerm}>{row.term}</dt>
          <dd className={styles.factValue}>{row.value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
