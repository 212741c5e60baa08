'use client';

import { toastDurationMs } from '@ornament/domain';
import { type ReactNode, useEffect } from 'react';
import { CloseIcon } from '../icons/icons';
import * as styles from './Toast.css';

export type { ToastTone } from './Toast.css';

export interface ToastProps {
  open: boolean;
  /** Called when the toast times out or is closed; without it the toast stays until its owner hides it. */
  onClose?: () => void;
  /** A close button (default with onClose): the toast then stays 7 s, without one 4.1 s (spec 1 §9). */
  closable?: boolean;
  title: ReactNode;
  text?: ReactNode;
  tone?: styles.ToastTone;
  /** Overrides the spec's 4.1 s (7 s with a close button); 0 keeps it until closed. */
  durationMs?: number;
  closeLabel?: string;
}

/** How long this toast stays up (spec 1 §9): 7 s when it can be closed, 4.1 s otherwise. */
export function toastLifetimeMs(hasClose: boolean, durationMs?: number): number {
  return durationMs ?? toastDurationMs(hasClose);
}

/** A polite live-region notice in the corner (bottom on mobile, above the bottom bar). */
export function Toast({ open, onClose, closable = onClose !== undefined, title, text, tone, durationMs, closeLabel = 'Закрыть' }: ToastProps) {
  const hasClose = closable && onClose !== undefined;
  const lifetime = toastLifetimeMs(hasClose, durationMs);

  useEffect(() => {
    if (!open || !onClose || lifetime <= 0) return;
    const timer = setTimeout(onClose, lifetime);
    return () => clearTimeout(timer);
  }, [open, onClose, lifetime]);

  if (!open) return null;
  return (
    <div className={styles.toast({ tone })} role="status" aria-live="polite">
      <div className={styles.body}>
        <p className={styles.title}>{title}</p>
        {text ? <p className={styles.text}>{text}</p> : null}
      </div>
      {hasClose ? (
        <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
          <CloseIcon size={20} />
        </button>
      ) : null}
    </div>
  );
}
