'use client';

import { favouritesMessages as m } from '@ornament/domain';
import { Button, Modal } from '@ornament/ui-kit';
import * as styles from './favorites.css';

export interface ConfirmModalProps {
  title: string;
  confirm: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks once before a destructive action (delete all, delete a folder). */
export function ConfirmModal({ title, confirm, busy = false, onConfirm, onClose }: ConfirmModalProps) {
  return (
    <Modal open onClose={onClose} title={title} size="sm">
      <div className={styles.actions}>
        <Button onClick={onConfirm} disabled={busy} aria-busy={busy}>
          {confirm}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {m.cancelSelection}
        </Button>
      </div>
    </Modal>
  );
}
