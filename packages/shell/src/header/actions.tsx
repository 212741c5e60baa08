'use client';

import { BagIcon, Badge, HeartIcon, type IconComponent, UserIcon, VisuallyHidden } from '@ornament/ui-kit';
import { type Atom, useAtomValue, useSetAtom } from 'jotai';
import { usePathname } from 'next/navigation';
import type { MouseEvent } from 'react';
import { authRequestAtom, cartCountAtom, favoritesCountAtom } from '../state/atoms';
import * as styles from './header.css';
import { startsAuthentication } from './profileSeam';

function CounterLink({ href, label, icon: Icon, countAtom, className }: { href: string; label: string; icon: IconComponent; countAtom: Atom<number>; className?: string | undefined }) {
  const count = useAtomValue(countAtom);
  return (
    <a className={className ?? `${styles.iconLink} ${styles.hideBelowWide}`} href={href}>
      <Icon size={24} />
      <VisuallyHidden>{label}</VisuallyHidden>
      <Badge count={count} floating />
    </a>
  );
}

export function FavoritesLink({ className }: { className?: string }) {
  return <CounterLink href="/favorites/" label="Избранное" icon={HeartIcon} countAtom={favoritesCountAtom} className={className} />;
}

export function CartLink({ className }: { className?: string }) {
  return <CounterLink href="/basket/" label="Корзина" icon={BagIcon} countAtom={cartCountAtom} className={className} />;
}

/** The profile link's click: a guest outside /auth/ stays and raises the auth request (the seam). */
export function useProfileClick(isGuest = true) {
  const pathname = usePathname() ?? '/';
  const requestAuth = useSetAtom(authRequestAtom);
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (!startsAuthentication(isGuest, pathname)) return;
    event.preventDefault();
    requestAuth((count) => count + 1);
  };
}

/** Everyone is a guest until the auth issue; it passes `isGuest` from the session then. */
export function ProfileLink({ isGuest = true }: { isGuest?: boolean }) {
  const onClick = useProfileClick(isGuest);
  return (
    <a className={`${styles.iconLink} ${styles.hideBelowWide}`} href="/personal/main/" onClick={onClick}>
      <UserIcon size={24} />
      <VisuallyHidden>Профиль</VisuallyHidden>
    </a>
  );
}
