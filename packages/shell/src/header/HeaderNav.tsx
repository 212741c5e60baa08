import { Container } from '@ornament/ui-kit';
import * as styles from './header.css';
import type { HeaderLayout } from './HeaderBar';

export interface NavLink {
  label: string;
  href: string;
  /** Shown in the accent colour (Sale). */
  accent?: boolean;
  external?: boolean;
}

/** The row of section links; scrolls sideways on narrow screens. */
export function HeaderNav({ links, layout = 'split', caps = false, label = 'Разделы' }: { links: readonly NavLink[]; layout?: HeaderLayout; caps?: boolean; label?: string }) {
  return (
    <Container as="nav" aria-label={label}>
      <ul className={`${styles.navList} ${styles.navAlign[layout]}`}>
        {links.map((link) => (
          <li key={link.href}>
            <a
              className={[styles.navLink, caps && styles.navLinkCaps, link.accent && styles.navLinkAccent].filter(Boolean).join(' ')}
              href={link.href}
              {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </Container>
  );
}
