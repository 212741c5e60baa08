'use client';

import { useCallback, useState } from 'react';
import type { ToastKind } from './notices';

/** One favourites toast at a time; a new one replaces the previous. */
export function useFavoritesToast() {
  const [kind, setKind] = useState<ToastKind | null>(null);
  const show = useCallback((next: ToastKind | null) => setKind(next), []);
  const close = useCallback(() => setKind(null), []);
  return { kind, show, close };
}
