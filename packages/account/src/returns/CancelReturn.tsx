'use client';

import { firstErrorDetail } from '@ornament/api-client';
import { useApiClient } from '@ornament/api-client/react/client';
import { returnMessages } from '@ornament/domain';
import { Button } from '@ornament/ui-kit';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import * as styles from '../orders/account.css';

/** PUT return/cancel/ with the return number; the page then reloads the return (spec 3 §4: cancelling clears the current return). */
export function CancelReturn({ returnNumber }: { returnNumber: string }) {
  const client = useApiClient();
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function cancel() {
    setPending(true);
    setError(null);
    try {
      await client.returns.cancel(returnNumber);
      router.refresh();
    } catch (failure) {
      setError(firstErrorDetail(failure) ?? returnMessages.cancelFailed);
    } finally {
      setPending(false);
    }
  }

  return (
    <div className={styles.actions}>
      <Button variant="secondary" onClick={cancel} disabled={pending}>
        {returnMessages.cancel}
      </Button>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
