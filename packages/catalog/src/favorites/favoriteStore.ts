// The session's favourite articles for the hearts on a page, loaded once and shared by every button
// (product header, listing cards). Per-user, so it is read in the browser; pages stay cacheable.
import type { ApiClient } from '@ornament/api-client';

export interface FavoriteSnapshot {
  /** null until the first answer. */
  ids: ReadonlyMap<string, number> | null;
  isGuest: boolean;
}

type Listener = () => void;

export interface FavoriteStore {
  snapshot(): FavoriteSnapshot;
  subscribe(listener: Listener): () => void;
  load(client: ApiClient): Promise<void>;
  /** The favourite's id once added; null once removed. */
  set(article: string, id: number | null): void;
}

export function createFavoriteStore(): FavoriteStore {
  let state: FavoriteSnapshot = { ids: null, isGuest: true };
  let loading: Promise<void> | undefined;
  const listeners = new Set<Listener>();
  const publish = (next: FavoriteSnapshot) => {
    state = next;
    listeners.forEach((listener) => listener());
  };
  return {
    snapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load(client) {
      loading ??= client.favorites.articles().then(
        (response) => {
          if (response.type !== 'data') return publish({ ids: new Map(), isGuest: true });
          publish({ ids: new Map(response.data.data.map((row) => [row.article, row.id])), isGuest: response.data.meta.is_guest });
        },
        // Unknown state shows empty hearts; the shopper can still add (the server keeps one copy).
        () => publish({ ids: new Map(), isGuest: true }),
      );
      return loading;
    },
    set(article, id) {
      const ids = new Map(state.ids ?? []);
      if (id === null) ids.delete(article);
      else ids.set(article, id);
      publish({ ...state, ids });
    },
  };
}

/** One store per page load. */
export const favoriteStore = createFavoriteStore();
