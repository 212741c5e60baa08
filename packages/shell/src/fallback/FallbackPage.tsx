// Deep import: error pages are client components, and the ui-kit index would drag in the domain
// package (tenant data, zod) for nothing.
import { Container } from '@ornament/ui-kit/layout/Container/Container';
import type { ReactNode } from 'react';
import * as styles from './fallback.css';

export interface FallbackPageProps {
  code?: string;
  title: string;
  text?: string;
  /** Buttons: reload, home, catalogue. */
  actions: ReactNode;
}

/** The shared look of the 404 and error pages. */
export function FallbackPage({ code, title, text, actions }: FallbackPageProps) {
  return (
    <Container className={styles.fallback}>
      {code ? (
        <p className={styles.code} aria-hidden="true">
          {code}
        </p>
      ) : null}
      <h1 className={styles.title}>{title}</h1>
      {text ? <p className={styles.text}>{text}</p> : null}
      <div className={styles.actions}>{actions}</div>
    </Container>
  );
}
