'use client';

import { CloseIcon, MenuIcon, PhoneIcon } from '@ornament/ui-kit';
import { useRef } from 'react';
import { catalogMenuId } from './menuIds';
import * as styles from './menus.css';
import { menuTriggerAttribute, useDismiss } from './useDismiss';
import { useMenu } from './useMenu';

/** An entry of the burger menu: a link, or 'catalog' which opens the catalogue menu instead. */
export type BurgerEntry =
  | { kind: 'link'; label: string; href: string; external?: boolean; accent?: boolean }
  | { kind: 'catalog'; label: string };

export const burgerMenuId = 'burger-menu';

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

/**
 * The mobile menu with the storefront's entries and its phone (spec 1 §2). It closes on an outside
 * press, on Esc and whenever another menu becomes active (the shared atom holds one menu).
 */
export function BurgerMenu({ entries, phone }: { entries: readonly BurgerEntry[]; phone: { display: string; tel: string } }) {
  const { open, close } = useMenu('burger');
  const catalog = useMenu('catalog');
  const panel = useRef<HTMLElement>(null);
  useDismiss(open, 'burger', panel, close);
  if (!open) return null;
  return (
    <nav ref={panel} id={burgerMenuId} className={`${styles.panel} ${styles.drawer}`} aria-label="Меню">
      <div className={styles.panelHeader}>
        Меню
        <button type="button" className={styles.iconButton} onClick={close} aria-label="Закрыть меню">
          <CloseIcon size={20} />
        </button>
      </div>
      <ul className={styles.burgerList}>
        {entries.map((entry) => (
          <li key={entry.label}>
            {entry.kind === 'catalog' ? (
              <button type="button" className={styles.burgerEntry} aria-controls={catalogMenuId} aria-expanded={false} onClick={catalog.show}>
                {entry.label}
              </button>
            ) : (
              <a
                className={`${styles.burgerEntry} ${entry.accent ? styles.burgerEntryAccent : ''}`}
                href={entry.href}
                {...(entry.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {entry.label}
              </a>
            )}
          </li>
        ))}
        <li>
          <a className={styles.burgerEntry} href={`tel:${phone.tel}`}>
            <span>
              <PhoneIcon size={18} /> {phone.display}
            </span>
          </a>
        </li>
      </ul>
    </nav>
  );
}
