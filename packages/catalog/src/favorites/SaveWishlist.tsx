'use client';

import { useApiClient } from '@ornament/api-client/react/client';
import { favouritesMessages as m } from '@ornament/domain';
import { Button } from '@ornament/ui-kit';
import { useState } from 'react';
import * as styles from './favorites.css';
import { favoritesHref } from './favoritesQuery';

export interface SaveWishlistProps {
  guid: string;
  viewer: { is_owner: boolean; is_guest: boolean };
}

type SaveState = { type: 'idle' | 'saving' | 'guest' } | { type: 'saved'; href: string } | { type: 'failed'; message: string };

/**
 * Save a shared folder into one's own (spec 2 §8). Guests see 'Войдите для сохранения списка' and a
 * disabled button until login exists; the owner gets a link to the folder instead.
 */
export function SaveWishlist({ guid, viewer }: SaveWishlistProps) {
  const client = useApiClient();
  const [state, setState] = useState<SaveState>({ type: viewer.is_guest ? 'guest' : 'idle' });
  if (viewer.is_owner) {
    return (
      <Button size="s" variant="secondary" href={favoritesHref('/favorites/', { list: guid })}>
        {m.openInFavourites}
      </Button>
    );
  }
  const save = async () => {
    setState({ type: 'saving' });
    try {
      const response = await client.favorites.saveWishlist(guid);
      setState(response.type === 'data' ? { type: 'saved', href: favoritesHref('/favorites/', { list: response.data.data.guid }) } : { type: 'idle' });
    } catch (error) {
      const status = (error as { status?: number }).status;
      setState(status === 401 ? { type: 'guest' } : { type: 'failed', message: (error as Error).message });
    }
  };
  return (
    <div className={styles.actions}>
      {state.type === 'saved' ? (
        <Button size="s" variant="secondary" href={state.href}>
          {m.openInFavourites}
        </Button>
      ) : (
        <Button size="s" onClick={() => void save()} disabled={state.type === 'guest' || state.type === 'saving'} aria-describedby={`${guid}-save-note`}>
          {m.saveList}
        </Button>
      )}
      <p id={`${guid}-save-note`} className={styles.note} role="status">
        {state.type === 'guest' ? m.guestSaveList : state.type === 'saved' ? m.listSavedTitle : state.type === 'failed' ? state.message : ''}
      </p>
    </div>
  );
}
