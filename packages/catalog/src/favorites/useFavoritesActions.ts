'use client';

import { favoriteQueries } from '@ornament/api-client/react';
import { useApiClient } from '@ornament/api-client/react/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** The page's writes; each refreshes every favourites query once it is done, failed or not. */
export function useFavoritesActions() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const settle = () => queryClient.invalidateQueries({ queryKey: favoriteQueries.all() });
  const removeOne = useMutation({ mutationFn: (id: number) => client.favorites.remove(id), onSettled: settle });
  const removeMany = useMutation({ mutationFn: (articles?: readonly string[]) => client.favorites.removeAll(articles), onSettled: settle });
  const removeFromFolder = useMutation({
    mutationFn: ({ guid, urlCodes }: { guid: string; urlCodes: readonly string[] }) => client.favorites.removeFromList(guid, urlCodes),
    onSettled: settle,
  });
  const deleteFolder = useMutation({ mutationFn: (guid: string) => client.favorites.deleteList(guid), onSettled: settle });
  const busy = removeOne.isPending || removeMany.isPending || removeFromFolder.isPending || deleteFolder.isPending;
  return { removeOne, removeMany, removeFromFolder, deleteFolder, busy };
}
