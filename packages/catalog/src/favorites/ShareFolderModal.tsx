'use client';

import { favouritesMessages as m } from '@ornament/domain';
import { Button, Modal } from '@ornament/ui-kit';
import { useId, useState } from 'react';
import * as styles from './favorites.css';

/** The share link of a folder, to copy (the native share sheet is used on narrow screens instead). */
export function ShareFolderModal({ url, onClose }: { url: string; onClose: () => void }) {
  const inputId = useId();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // Clipboard refused (permissions, insecure origin): the link stays selectable in the field.
    }
  };
  return (
    <Modal open onClose={onClose} title={m.shareFolder} size="sm">
      <div className={styles.form}>
        <label htmlFor={inputId}>{m.shareLinkLabel}</label>
        <input id={inputId} className={styles.field} value={url} readOnly onFocus={(event) => event.currentTarget.select()} />
        <Button onClick={() => void copy()}>{m.copyLink}</Button>
        <p className={styles.note} role="status">
          {copied ? m.linkCopiedTitle : ''}
        </p>
      </div>
    </Modal>
  );
}
