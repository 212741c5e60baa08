'use client';

import { Toast } from '@ornament/ui-kit';
import { type ToastKind, toastContent } from './notices';

/**
 * One of the spec's favourites toasts (spec 2 §4), in the shop's corner notice. A confirmation goes by
 * itself after 4.1 s; a warning keeps a close button and 7 s to be read (spec 1 §9).
 */
export default function FavoritesToast({ kind, onClose }: { kind: ToastKind; onClose: () => void }) {
  const { title, text, tone } = toastContent(kind);
  return <Toast open title={title} text={text} tone={tone} onClose={onClose} closable={tone !== 'success'} />;
}
