import type { Tenant } from '@ornament/domain';
import { Container } from '@ornament/ui-kit';
import type { ReactNode } from 'react';
import type { NavLink } from '../header/HeaderNav';
import * as styles from './footer.css';

export interface FooterColumn {
  title: string;
  links: readonly NavLink[];
}

export interface FooterProps {
  tenant: Pick<Tenant, 'shopName' | 'phone' | 'links'>;
  columns: readonly FooterColumn[];
  /** Replaces the year in tests; defaults to the current one. */
  year?: number;
  /** Extra things for the bottom row (app links, social icons). */
  extra?: ReactNode;
}

/** Link columns, the support phone and the link to the other country's site (tenant data). */
export function Footer({ tenant, columns, year = new Date().getFullYear(), extra }: FooterProps) {
  const otherSite = tenant.links.otherCountrySite;
  return (
    <footer className={styles.footer}>
      <Container className={styles.columns}>
        {columns.map((column) => (
          <nav key={column.title} className={styles.column} aria-label={column.title}>
            <h2 className={styles.columnTitle}>{column.title}</h2>
            <ul className={styles.links}>
              {column.links.map((link) => (
                <li key={link.href}>
                  <a className={styles.link} href={link.href} {...(link.external ? { rel: 'noopener noreferrer', target: '_blank' } : {})}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div className={styles.column}>
          <h2 className={styles.columnTitle}>Служба поддержки</h2>
          <div className={styles.contact}>
            <a className={styles.phone} href={`tel:${tenant.phone.tel}`}>
              {tenant.phone.display}
            </a>
            <span className={styles.link}>Звонок бесплатный, ежедневно с 9:00 до 21:00</span>
          </div>
        </div>
      </Container>
      <Container className={styles.bottom}>
        <span>
          © {year} {tenant.shopName}
        </span>
        {extra}
        {otherSite ? (
          <a className={styles.link} href={otherSite.url} hrefLang={otherSite.label === 'Казахстан' ? 'ru-KZ' : 'ru-RU'}>
            Сайт для страны: {otherSite.label}
          </a>
        ) : null}
      </Container>
    </footer>
  );
}
