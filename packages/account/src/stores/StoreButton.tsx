'use client';

import { firstErrorDetail } from '@ornament/api-client';
import { useApiClient } from '@ornament/api-client/react/client';
import { profileMessages as m } from '@ornament/domain';
import { Button } from '@ornament/ui-kit/components/Button/Button';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import * as account from '../layout/account.css';

/** Adds or removes a favourite store, then re-reads the page; a failure stays beside the button. */
export function StoreButton({ storeId, storeName, isFavorite }: { storeId: number; storeName: string; isFavorite: boolean }) {
  const client = useApiClient();
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function act() {
    setPending(true);
    setError(null);
    try {
      if (isFavorite) await client.profile.removeFavoriteStore(storeId);
      else await client.profile.addFavoriteStore(storeId);
      router.refresh();
    } catch (failure) {
      setError(firstErrorDetail(failure) ?? m.saveError);
    } finally {
      setPending(false);
    }
  }

  const label = isFavorite ? m.storesRemove : m.storesAdd;
  return (
    <div className={account.actions}>
      <Button size="s" variant={isFavorite ? 'ghost' : 'secondary'} disabled={pending} aria-busy={pending || undefined} aria-label={`${label}: ${storeName}`} onClick={() => void act()}>
        {label}
      </Button>
      {error ? (
        <p role="alert" className={account.alert}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
