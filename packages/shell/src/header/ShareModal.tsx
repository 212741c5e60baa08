'use client';

import { Button, Modal } from '@ornament/ui-kit';
import { useState } from 'react';

/** The desktop share dialog: the page link with a copy button (loaded lazily on first share). */
export default function ShareModal({ open, onClose, url, title }: { open: boolean; onClose: () => void; url: string; title: string }) {
  const [copied, setCopied] = useState(false);
  const copy = () => {
    navigator.clipboard.writeText(url).then(
      () => setCopied(true),
      () => undefined,
    );
  };
  return (
    <Modal open={open} onClose={onClose} title="Поделиться" size="sm">
      <p>{title}</p>
      <input readOnly value={url} aria-label="Ссылка на страницу" onFocus={(event) => event.currentTarget.select()} style={{ width: '100%' }} />
      <Button onClick={copy}>{copied ? 'Ссылка скопирована' : 'Скопировать ссылку'}</Button>
    </Modal>
  );
}
