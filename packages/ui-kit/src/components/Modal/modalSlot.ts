'use client';

import { createContext, useContext, useEffect, useId, useRef } from 'react';

/**
 * The page's one modal slot (spec 3 §4: only one modal id is open at a time, and it is cleared on
 * close). The storefront's shell provides it; without a provider every modal is on its own.
 */
export interface ModalSlot {
  readonly current: string | null;
  claim(id: string): void;
  /** Clears the slot only while it still holds `id`. */
  release(id: string): void;
}

export const ModalSlotContext = createContext<ModalSlot | null>(null);

/**
 * One step of a modal's hold on the slot: it holds the slot once the slot shows its id, and it
 * yields (closes) when, still open, it sees another id there after holding it. A newcomer sees the
 * previous holder for one render and must not close for that.
 */
export function nextHold(held: boolean, open: boolean, current: string | null, id: string): { held: boolean; close: boolean } {
  if (!open) return { held: false, close: false };
  if (current === id) return { held: true, close: false };
  if (held && current !== null) return { held: false, close: true };
  return { held, close: false };
}

/** What a release leaves in the slot: nothing if `id` held it, else the holder it has now. */
export function afterRelease(current: string | null, id: string): string | null {
  return current === id ? null : current;
}

/**
 * An open modal takes the slot; when another modal takes it, this one closes (its `onClose`), and
 * closing gives the slot back. `slotId` names a modal whose opening is the slot itself (the city
 * and messages modals open when the slot holds their id); other modals get an id of their own.
 */
export function useModalSlot(open: boolean, onClose: () => void, slotId?: string): void {
  const slot = useContext(ModalSlotContext);
  const ownId = useId();
  const id = slotId ?? ownId;
  const close = useRef(onClose);
  close.current = onClose;
  const held = useRef(false);
  const claim = slot?.claim;
  const release = slot?.release;
  const current = slot?.current ?? null;

  useEffect(() => {
    if (!open || !claim || !release) return;
    claim(id);
    return () => release(id);
  }, [open, id, claim, release]);

  useEffect(() => {
    const step = nextHold(held.current, open, current, id);
    held.current = step.held;
    if (step.close) close.current();
  }, [open, current, id]);
}
