'use client';

import { type MouseEvent, type ReactNode, type SyntheticEvent, useEffect, useId, useRef } from 'react';
import { CloseIcon } from '../icons/icons';
import * as styles from './Modal.css';
import { focusTargetAfterClose, isBackdropClick } from './modalEvents';
import { useModalSlot } from './modalSlot';

export type { ModalSize } from './Modal.css';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** Id of an element that names the dialog instead of the built-in title. */
  labelledBy?: string;
  size?: styles.ModalSize;
  /** Accessible name of the close button. */
  closeLabel?: string;
  /** The modal's id in the page's one modal slot, when its opening is that slot (modalSlot.ts). */
  slotId?: string;
}

/**
 * A modal dialog on the native <dialog>: showModal() makes the rest of the page inert (the focus
 * trap) and closes on Esc; a backdrop click closes too, and focus returns to where it was.
 */
export function Modal({ open, onClose, title, children, labelledBy, size, closeLabel = 'Закрыть', slotId }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useModalSlot(open, onClose, slotId);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const previous = document.activeElement;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      focusTargetAfterClose(previous, document)?.focus();
    };
  }, [open]);

  function onCancel(event: SyntheticEvent<HTMLDialogElement>) {
    // Esc: the parent owns `open`, so the dialog closes through it, not by itself.
    event.preventDefault();
    onClose();
  }

  function onClick(event: MouseEvent<HTMLDialogElement>) {
    if (isBackdropClick(event.target, ref.current)) onClose();
  }

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className={styles.dialog({ size })}
      aria-labelledby={labelledBy ?? titleId}
      aria-modal="true"
      onCancel={onCancel}
      onClick={onClick}
    >
      <div className={styles.inner}>
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} aria-label={closeLabel} onClick={() => onClose()}>
            <CloseIcon />
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
