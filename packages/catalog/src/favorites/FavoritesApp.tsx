'use client';

import { QueryIsland } from '@ornament/api-client/react/query';
import { FavoritesView, type FavoritesViewProps } from './FavoritesView';

/** The favourites page's client part: React Query for the session user's favourites and folders. */
export default function FavoritesApp(props: FavoritesViewProps) {
  return (
    <QueryIsland>
      <FavoritesView {...props} />
    </QueryIsland>
  );
}
