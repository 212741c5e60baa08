'use client';

import { LogoutButton } from '@ornament/auth-modal/logout';
import { profileMessages as m } from '@ornament/domain';
import { usePathname } from 'next/navigation';
import * as styles from './account.css';
import { accountNavItems, activeNavHref } from './navItems';

export function AccountNav() {
  const active = activeNavHref(usePathname() ?? '/');
  return (
    <aside className={styles.aside}>
      <p className={styles.navTitle}>{m.accountTitle}</p>
      <nav aria-label={m.accountTitle} className={styles.nav}>
        {accountNavItems.map((item) => (
          <a key={item.href} href={item.href} className={styles.navLink} aria-current={item.href === active ? 'page' : undefined}>
            {item.label}
          </a>
        ))}
      </nav>
      <div className={styles.navFooter}>
        <LogoutButton variant="ghost" />
      </div>
    </aside>
  );
}
