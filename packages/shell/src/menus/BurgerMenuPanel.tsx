'use client';

import { CloseIcon, PhoneIcon } from '@ornament/ui-kit';
import { useRef } from 'react';
import type { BurgerMenuProps } from './BurgerMenu';
import { burgerMenuId, catalogMenuId } from './menuIds';
import * as styles from './menus.css';
import { useDismiss } from './useDismiss';
import { useMenu } from './useMenu';

/**
 * The mobile menu with the storefront's entries and its phone (spec 1 §2). It closes on an outside
 * press, on Esc and whenever another menu becomes active (the shared atom holds one menu).
 */
export default function BurgerMenuPanel({ entries, phone }: BurgerMenuProps) {
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
