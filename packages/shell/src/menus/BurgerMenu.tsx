'use client';

import { CloseIcon, MenuIcon } from '@ornament/ui-kit';
import { lazy, Suspense } from 'react';
import { burgerMenuId } from './menuIds';
import * as styles from './menus.css';
import { menuTriggerAttribute } from './useDismiss';
import { useMenu } from './useMenu';

// The panel loads on the first open, like the catalogue menu's.
const BurgerMenuPanel = lazy(() => import('./BurgerMenuPanel'));

/** An entry of the burger menu: a link, or 'catalog' which opens the catalogue menu instead. */
export type BurgerEntry =
  | { kind: 'link'; label: string; href: string; external?: boolean; accent?: boolean }
  | { kind: 'catalog'; label: string };

export interface BurgerMenuProps {
  entries: readonly BurgerEntry[];
  phone: { display: string; tel: string };
}

/** The mobile burger button; sits in the header below 1280 px. */
export function BurgerButton() {
  const { open, toggle } = useMenu('burger');
  return (
    <button
      type="button"
      className={`${styles.iconButton} ${styles.hideFromWide}`}
      aria-expanded={open}
      aria-controls={burgerMenuId}
      aria-label="Меню"
      onClick={toggle}
      {...{ [menuTriggerAttribute]: 'burger' }}
    >
      {open ? <CloseIcon size={24} /> : <MenuIcon size={24} />}
    </button>
  );
}

/** The mobile menu (spec 1 §2), mounted while the active menu is 'burger'. */
export function BurgerMenu({ entries, phone }: BurgerMenuProps) {
  const { open } = useMenu('burger');
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <BurgerMenuPanel entries={entries} phone={phone} />
    </Suspense>
  );
}
