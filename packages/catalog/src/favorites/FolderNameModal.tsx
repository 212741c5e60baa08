'use client';

import type { FavoriteList } from '@ornament/api-contract';
import { useApiClient } from '@ornament/api-client/react/client';
import { favoriteQueries } from '@ornament/api-client/react';
import { favouritesMessages as m, folderNameCounter, limits } from '@ornament/domain';
import { Button, Modal } from '@ornament/ui-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import * as styles from './favorites.css';
import { type ToastKind, folderErrorNotice, folderNameInput } from './notices';
import { unwrapList } from './unwrap';

export interface FolderNameModalProps {
  /** Renaming this folder; creating a new one without it. */
  list?: FavoriteList | undefined;
  folderLimit: number;
  onClose: () => void;
  onDone: (list: FavoriteList) => void;
  onToast: (kind: ToastKind) => void;
}

/** Create and rename (spec 2 §5): required, leading spaces dropped, at most 30 with a counter. */
export function FolderNameModal({ list, folderLimit, onClose, onDone, onToast }: FolderNameModalProps) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const inputId = useId();
  const [name, setName] = useState(list?.name ?? '');
  const [error, setError] = useState<string | null>(null);
  const max = limits.folderNameMaxLength;
  const save = useMutation({
    mutationFn: async (value: string) => unwrapList(list ? await client.favorites.renameList(list.guid, value) : await client.favorites.createList(value)),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: favoriteQueries.all() });
      if (!list) onToast('create');
      onDone(saved);
    },
    onError: (failure) => {
      const notice = folderErrorNotice(failure, folderLimit);
      setError(notice.message);
      if (notice.toast) onToast(notice.toast);
    },
  });
  const blank = name.trim() === '';

  return (
    <Modal open onClose={onClose} title={list ? m.renameFolder : m.createFolder} size="sm">
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          if (!blank) save.mutate(name);
        }}
      >
        <label htmlFor={inputId}>{m.folderNameLabel}</label>
        <input
          id={inputId}
          className={styles.field}
          value={name}
          maxLength={max}
          autoComplete="off"
          aria-invalid={error !== null}
          aria-describedby={`${inputId}-meta`}
          onChange={(event) => {
            setName(folderNameInput(event.target.value, max));
            setError(null);
          }}
        />
        <div id={`${inputId}-meta`} className={styles.fieldMeta}>
          {error ? (
            <p className={styles.fieldError} role="alert">
              {error}
            </p>
          ) : (
            <span />
          )}
          <span>{folderNameCounter([...name].length, max)}</span>
        </div>
        <Button type="submit" disabled={blank || save.isPending} aria-busy={save.isPending}>
          {m.save}
        </Button>
      </form>
    </Modal>
  );
}
