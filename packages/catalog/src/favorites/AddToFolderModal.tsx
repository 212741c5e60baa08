'use client';

import type { FavoriteList } from '@ornament/api-contract';
import { favoriteQueries } from '@ornament/api-client/react';
import { useApiClient } from '@ornament/api-client/react/client';
import { favouritesMessages as m } from '@ornament/domain';
import { Button, Modal } from '@ornament/ui-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as styles from './favorites.css';
import { type ToastKind, addToFolderErrorToast } from './notices';
import { unwrapList } from './unwrap';

export interface AddToFolderModalProps {
  urlCodes: readonly string[];
  lists: readonly FavoriteList[];
  onClose: () => void;
  /** Opens the create modal; the products go into the new folder once it exists. */
  onCreate: () => void;
  onToast: (kind: ToastKind) => void;
}

/** The add-to-list modal (spec 2 §2): pick a folder; a product already there gives the exists toast. */
export function AddToFolderModal({ urlCodes, lists, onClose, onCreate, onToast }: AddToFolderModalProps) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const add = useMutation({
    mutationFn: async (guid: string) => unwrapList(await client.favorites.addToList(guid, urlCodes)),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: favoriteQueries.all() });
      onToast('folder-added');
      onClose();
    },
    onError: (failure) => {
      onToast(addToFolderErrorToast(failure) ?? 'exists');
      onClose();
    },
  });

  return (
    <Modal open onClose={onClose} title={m.addToFolder} size="sm">
      <div className={styles.form}>
        {lists.length > 0 ? (
          <ul className={styles.folderChoices}>
            {lists.map((list) => (
              <li key={list.guid}>
                <button type="button" className={styles.folderChoice} disabled={add.isPending} onClick={() => add.mutate(list.guid)}>
                  <span>{list.name}</span>
                  <span className={styles.chipCount}>{list.url_codes.length}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <Button variant="secondary" onClick={onCreate}>
          {m.createFolder}
        </Button>
      </div>
    </Modal>
  );
}
