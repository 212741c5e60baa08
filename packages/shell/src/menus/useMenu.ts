'use client';

import { useAtom } from 'jotai';
import { useCallback } from 'react';
import { activeMenuAtom, type MenuName } from '../state/atoms';

/** One named menu's open state over the shared one-menu-at-a-time atom. */
export function useMenu(name: MenuName) {
  const [active, setActive] = useAtom(activeMenuAtom);
  const open = active === name;
  const toggle = useCallback(() => setActive((current) => (current === name ? null : name)), [name, setActive]);
  const show = useCallback(() => setActive(name), [name, setActive]);
  const close = useCallback(() => setActive((current) => (current === name ? null : current)), [name, setActive]);
  return { open, toggle, show, close };
}
