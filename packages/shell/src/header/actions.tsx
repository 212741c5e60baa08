'use client';

import { profileEntryLabels } from '@ornament/domain';
import { BagIcon, Badge, HeartIcon, type IconComponent, UserIcon, VisuallyHidden } from '@ornament/ui-kit';
import { type Atom, useAtomValue, useSetAtom } from 'jotai';
import { usePathname } from 'next/navigation';
import type { MouseEvent } from 'react';
import { authRequestAtom, cartCountAtom, favoritesCountAtom, viewerIsGuestAtom } from '../state/atoms';
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
export function useProfileClick() {
  const pathname = usePathname() ?? '/';
  const isGuest = useAtomValue(viewerIsGuestAtom);
  const requestAuth = useSetAtom(authRequestAtom);
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (!startsAuthentication(isGuest, pathname)) return;
    event.preventDefault();
    requestAuth((count) => count + 1);
  };
}

/** A guest's click opens the login modal; a signed-in shopper's goes to the personal account. */
export function ProfileLink() {
  const isGuest = useAtomValue(viewerIsGuestAtom);
  const onClick = useProfileClick();
  return (
    <a className={`${styles.iconLink} ${styles.hideBelowWide}`} href="/personal/main/" onClick={onClick} data-signed-in={isGuest ? undefined : 'true'}>
      <UserIcon size={24} />
      <VisuallyHidden>{isGuest ? profileEntryLabels.guest : profileEntryLabels.signedIn}</VisuallyHidden>
      {isGuest ? null : <span className={styles.signedInDot} aria-hidden="true" />}
    </a>
  );
}
