'use client';

import { useApiClient } from '@ornament/api-client/react/client';
import { HeartIcon, VisuallyHidden } from '@ornament/ui-kit';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import type { FavoriteButtonProps } from './FavoriteButton';
import { favoriteStore } from './favoriteStore';
import type { ToastKind } from './notices';
import { toggleFavorite } from './toggleFavorite';

const FavoritesToast = lazy(() => import('./FavoritesToast'));

/** The live heart: empty, added, or disabled while its call is in flight. */
export default function FavoriteToggle({ article, currency, item, className }: FavoriteButtonProps & { className: string }) {
  const client = useApiClient();
  const snapshot = useSyncExternalStore(favoriteStore.subscribe, favoriteStore.snapshot, favoriteStore.snapshot);
  const [busy, setBusy] = useState(false);
  const [toast, setToast] = useState<ToastKind | null>(null);
  useEffect(() => void favoriteStore.load(client), [client]);

  const added = snapshot.ids?.has(article) ?? false;
  const press = async () => {
    setBusy(true);
    const vibrate = typeof navigator.vibrate === 'function' ? (ms: number) => navigator.vibrate(ms) : undefined;
    setToast(await toggleFavorite({ client, store: favoriteStore, article, currency, item, vibrate }));
    setBusy(false);
  };

  return (
    <>
      <button
        type="button"
        className={className}
        aria-pressed={added}
        disabled={busy || snapshot.ids === null}
        aria-busy={busy}
        onClick={() => void press()}
      >
        <HeartIcon size={24} />
        <VisuallyHidden>Избранное</VisuallyHidden>
      </button>
      {toast ? (
        <Suspense fallback={null}>
          <FavoritesToast kind={toast} onClose={() => setToast(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
