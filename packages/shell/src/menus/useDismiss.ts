'use client';

import { type RefObject, useLayoutEffect, useRef } from 'react';

const focusableSelector = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Marks an element that toggles menu `name`: its clicks are not "outside" that menu. */
export const menuTriggerAttribute = 'data-menu-trigger';

export function isOutside(target: EventTarget | null, panel: Element | null, menuName: string): boolean {
  if (!(target instanceof Element)) return true;
  if (panel?.contains(target)) return false;
  return !target.closest(`[${menuTriggerAttribute}~="${menuName}"]`);
}

/**
 * An open menu panel's behaviour: focus moves into it, Esc closes it and returns focus to whatever
 * opened it, a press outside it (other than on its own triggers) closes it. A layout effect, so the
 * listeners are there before the panel is painted: a shopper (or a journey) pressing Esc the moment
 * a lazily loaded panel appears is not lost.
 */
export function useDismiss(open: boolean, menuName: string, panel: RefObject<HTMLElement | null>, onClose: () => void): void {
  const close = useRef(onClose);
  close.current = onClose;

  useLayoutEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.current?.querySelector<HTMLElement>(focusableSelector)?.focus({ preventScroll: true });
    const onPointerDown = (event: PointerEvent) => {
      if (isOutside(event.target, panel.current, menuName)) close.current();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close.current();
      opener?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, menuName, panel]);
}
