import { Container } from '@ornament/ui-kit';
import type { ReactNode } from 'react';
import * as styles from './header.css';

export type HeaderLayout = keyof typeof styles.layout;

export interface HeaderBarProps {
  /** 'split': logo at the left (main brand); 'centered': logo in the middle (diamond brand). */
  layout?: HeaderLayout;
  /** The wordmark, already wrapped in a link home. */
  logo: ReactNode;
  /** The thin bar above the header on desktop: city at the left, links and phone at the right. */
  city?: ReactNode;
  topLinks?: ReactNode;
  phone?: ReactNode;
  catalogButton?: ReactNode;
  search?: ReactNode;
  /** Favourites, basket, bell, profile. */
  actions?: ReactNode;
  /** The row of section links under the bar: HeaderNav. */
  nav?: ReactNode;
  /** Before the logo: the burger button below 1280 px. */
  leading?: ReactNode;
}

/** The header's content with a slot per part; HeaderFrame around it is the banner landmark. */
export function HeaderBar({ layout = 'split', logo, city, topLinks, phone, catalogButton, search, actions, nav, leading }: HeaderBarProps) {
  return (
    <>
      <a className={styles.skipLink} href="#main">
        Перейти к содержимому
      </a>
      {city || topLinks || phone ? (
        <div className={styles.topBar}>
          <Container className={styles.topBarInner}>
            <div className={styles.topBarGroup}>{city}</div>
            <div className={styles.topBarGroup}>
              {topLinks}
              {phone}
            </div>
          </Container>
        </div>
      ) : null}
      <Container className={`${styles.mainBar} ${styles.layout[layout]}`}>
        <div className={styles.logoArea}>
          {leading}
          <span className={styles.hiddenWhenSticky}>{logo}</span>
        </div>
        <div className={`${styles.catalogArea} ${styles.catalogAreaByLayout[layout]}`}>{catalogButton}</div>
        <div className={styles.searchArea}>{search}</div>
        <div className={styles.actionsArea}>{actions}</div>
      </Container>
      {nav ? <div className={styles.navBar}>{nav}</div> : null}
    </>
  );
}
