'use client';

import { useApiClient } from '@ornament/api-client/react/client';
import { favouritesMessages as m } from '@ornament/domain';
import { Button } from '@ornament/ui-kit';
import { lazy, Suspense, useState } from 'react';
import * as styles from './favorites.css';
import { favoritesHref } from './favoritesQuery';
import type { ToastKind } from './notices';

const FavoritesToast = lazy(() => import('./FavoritesToast'));

export interface SaveWishlistProps {
  guid: string;
  viewer: { is_owner: boolean; is_guest: boolean };
}

type SaveState = { type: 'idle' | 'saving' } | { type: 'saved'; href: string } | { type: 'failed'; message: string };

/**
 * Save a shared folder into one's own (spec 2 §8). The owner gets a link to the folder instead. A
 * guest's click says to log in first (the 'auth-action' toast, spec 2 §4); a saved list says so
 * (the 'add' toast) and links to the copy.
 */
export function SaveWishlist({ guid, viewer }: SaveWishlistProps) {
  const client = useApiClient();
  const [state, setState] = useState<SaveState>({ type: 'idle' });
  const [toast, setToast] = useState<ToastKind | null>(null);
  if (viewer.is_owner) {
    return (
      <Button size="s" variant="secondary" href={favoritesHref('/favorites/', { list: guid })}>
        {m.openInFavourites}
      </Button>
    );
  }
  const save = async () => {
    if (viewer.is_guest) {
      setToast('auth-action');
      return;
    }
    setState({ type: 'saving' });
    try {
      const response = await client.favorites.saveWishlist(guid);
      if (response.type !== 'data') return setState({ type: 'idle' });
      setState({ type: 'saved', href: favoritesHref('/favorites/', { list: response.data.data.guid }) });
      setToast('add');
    } catch (error) {
      const status = (error as { status?: number }).status;
      if (status === 401) setToast('auth-action');
      setState(status === 401 ? { type: 'idle' } : { type: 'failed', message: (error as Error).message });
    }
  };
  return (
    <div className={styles.actions}>
      {state.type === 'saved' ? (
        <Button size="s" variant="secondary" href={state.href}>
          {m.openInFavourites}
        </Button>
      ) : (
        <Button size="s" onClick={() => void save()} disabled={state.type === 'saving'}>
          {m.saveList}
        </Button>
      )}
      {state.type === 'failed' ? (
        <p className={styles.note} role="alert">
          {state.message}
        </p>
      ) : null}
      {toast ? (
        <Suspense fallback={null}>
          <FavoritesToast kind={toast} onClose={() => setToast(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
