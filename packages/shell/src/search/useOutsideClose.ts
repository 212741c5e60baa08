'use client';

import { breakpoints } from '@ornament/domain';
import { type RefObject, useEffect, useRef } from 'react';

/** Wider than this, an outside click closes the search; narrower, it is full screen and only the back arrow closes it. */
export const outsideCloseQuery = `(min-width: ${breakpoints.search + 1}px)`;

/** Calls `onClose` on a pointer press outside `ref` while `active` (spec 1 §4: wider than 600 px). */
export function useOutsideClose(ref: RefObject<HTMLElement | null>, active: boolean, onClose: () => void, mediaQuery: string | null = outsideCloseQuery) {
  const latest = useRef(onClose);
  useEffect(() => {
    latest.current = onClose;
  });
  useEffect(() => {
    if (!active) return;
    const onPointerDown = (event: PointerEvent) => {
      if (mediaQuery !== null && !window.matchMedia(mediaQuery).matches) return;
      if (event.target instanceof Node && ref.current?.contains(event.target)) return;
      latest.current();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [active, ref, mediaQuery]);
}
