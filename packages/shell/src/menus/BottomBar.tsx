'use client';

import { profileEntryLabels } from '@ornament/domain';
import { BagIcon, Badge, CatalogIcon, HeartIcon, UserIcon, VisuallyHidden } from '@ornament/ui-kit';
import { useAtomValue } from 'jotai';
import { usePathname } from 'next/navigation';
import { useProfileClick } from '../header/actions';
import { signedInDotBottom } from '../header/header.css';
import { cartCountAtom, favoritesCountAtom, viewerIsGuestAtom } from '../state/atoms';
import { HomeIcon } from '../header/icons';
import { catalogMenuId } from './menuIds';
import * as styles from './menus.css';
import { menuTriggerAttribute } from './useDismiss';
import { useMenu } from './useMenu';

/** The mobile bottom bar (spec 1 §2): home, catalogue menu, favourites, basket and profile. */
export function BottomBar() {
  const pathname = usePathname() ?? '/';
  const catalog = useMenu('catalog');
  const onProfileClick = useProfileClick();
  const favorites = useAtomValue(favoritesCountAtom);
  const cart = useAtomValue(cartCountAtom);
  const isGuest = useAtomValue(viewerIsGuestAtom);
  const current = (href: string) => (pathname === href ? ('page' as const) : undefined);
  return (
    <nav className={styles.bottomBar} aria-label="Нижнее меню">
      <ul className={styles.bottomList}>
        <li>
          <a className={styles.bottomItem} href="/" aria-current={current('/')}>
            <HomeIcon size={22} />
            Главная
          </a>
        </li>
        <li>
          <button
            type="button"
            className={styles.bottomItem}
            aria-expanded={catalog.open}
            aria-controls={catalogMenuId}
            onClick={catalog.toggle}
            {...{ [menuTriggerAttribute]: 'catalog' }}
          >
            <CatalogIcon size={22} />
            Каталог
          </button>
        </li>
        <li>
          <a className={styles.bottomItem} href="/favorites/" aria-current={current('/favorites/')}>
            <HeartIcon size={22} />
            Избранное
            <Badge count={favorites} floating />
          </a>
        </li>
        <li>
          <a className={styles.bottomItem} href="/basket/" aria-current={current('/basket/')}>
            <BagIcon size={22} />
            Корзина
            <Badge count={cart} floating />
          </a>
        </li>
        <li>
          <a className={styles.bottomItem} href="/personal/main/" onClick={onProfileClick} data-signed-in={isGuest ? undefined : 'true'}>
            <UserIcon size={22} />
            Профиль
            {isGuest ? null : (
              <>
                <span className={signedInDotBottom} aria-hidden="true" />
                <VisuallyHidden>{`: ${profileEntryLabels.signedIn}`}</VisuallyHidden>
              </>
            )}
          </a>
        </li>
      </ul>
    </nav>
  );
}
