'use client';

import { type ApiClient, firstErrorDetail } from '@ornament/api-client';
import { useApiClient } from '@ornament/api-client/react/client';
import { Button } from '@ornament/ui-kit';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import * as styles from '../orders/account.css';
import { useHydrated } from './useHydrated';

export interface ActionButtonProps {
  label: string;
  /** The call; on success the page reloads its server data. */
  run: (client: ApiClient) => Promise<unknown>;
  /** Shown when the server's answer carries no detail of its own. */
  fallbackError: string;
}

/**
 * One account action (prolong a reserve, cancel a return): disabled until the page has hydrated, busy
 * while it runs, the server's reason when refused.
 */
export function ActionButton({ label, run, fallbackError }: ActionButtonProps) {
  const client = useApiClient();
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const hydrated = useHydrated();

  async function act() {
    setPending(true);
    setError(null);
    try {
      await run(client);
      router.refresh();
    } catch (failure) {
      setError(firstErrorDetail(failure) ?? fallbackError);
    } finally {
      setPending(false);
    }
  }

  return (
    <div className={styles.actions}>
      <Button variant="secondary" onClick={act} disabled={pending || !hydrated} aria-busy={pending || undefined}>
        {label}
      </Button>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
