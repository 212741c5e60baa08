'use client';

import { firstErrorDetail } from '@ornament/api-client';
import { useApiClient } from '@ornament/api-client/react/client';
import { orderMessages } from '@ornament/domain';
import { Button } from '@ornament/ui-kit';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import * as styles from './account.css';

/** 'Продлить резерв' (POST v6/order/prolong-reserve/): once, by three days; the answer's reason is shown when refused. */
export function ProlongReserve({ orderId }: { orderId: number }) {
  const client = useApiClient();
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function prolong() {
    setPending(true);
    setError(null);
    try {
      await client.orders.prolongReserve({ id: orderId });
      router.refresh();
    } catch (failure) {
      setError(firstErrorDetail(failure) ?? orderMessages.retryLater);
    } finally {
      setPending(false);
    }
  }

  return (
    <>
      <Button variant="secondary" onClick={prolong} disabled={pending}>
        {orderMessages.prolong}
      </Button>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
