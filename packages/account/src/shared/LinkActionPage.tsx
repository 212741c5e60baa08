import { Container } from '@ornament/ui-kit/layout/Container/Container';
import type { ReactNode } from 'react';
import * as account from '../layout/account.css';

export interface LinkActionPageProps {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  /** Shown instead of the children for a link that is broken at once (no token, an unknown topic). */
  invalid: string;
  /** The lead and the link's form; null for a broken link. */
  children: ReactNode;
}

/** The page a letter's link opens, no login needed (/confirm-email/, /unsubscribe/). */
export function LinkActionPage({ id, title, invalid, children }: LinkActionPageProps) {
  return (
    <Container>
      <section className={account.state} aria-labelledby={id}>
        <h1 id={id} className={account.pageTitle}>
          {title}
        </h1>
        {children ?? (
          <p className={account.alert} role="alert">
            {invalid}
          </p>
        )}
      </section>
    </Container>
  );
}
