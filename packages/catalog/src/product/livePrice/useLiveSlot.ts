'use client';

import { useEffect, useLayoutEffect, useState } from 'react';

/**
 * The cached page's line a live answer replaces (found by its id after mount), marked `data-live`
 * while there is a live answer, so the cached text hides behind it in place (livePrice.css.ts).
 */
export function useLiveSlot(slotId: string, live: unknown): HTMLElement | null {
  const [slot, setSlot] = useState<HTMLElement | null>(null);

  useEffect(() => setSlot(document.getElementById(slotId)), [slotId]);

  useLayoutEffect(() => {
    if (!slot || !live) return;
    slot.setAttribute('data-live', '');
    return () => slot.removeAttribute('data-live');
  }, [slot, live]);

  return slot;
}
