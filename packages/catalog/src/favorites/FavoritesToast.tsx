'use client';

import { Toast } from '@ornament/ui-kit';
import { type ToastKind, toastContent } from './notices';

/** One of the spec's favourites toasts (spec 2 §4), in the shop's corner notice. */
export default function FavoritesToast({ kind, onClose }: { kind: ToastKind; onClose: () => void }) {
  const { title, text, tone } = toastContent(kind);
  return <Toast open title={title} text={text} tone={tone} onClose={onClose} />;
}
