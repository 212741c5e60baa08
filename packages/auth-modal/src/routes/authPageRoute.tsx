import { authModalMessages as m } from '@ornament/domain';
import { Container } from '@ornament/ui-kit/layout/Container/Container';
import type { Metadata } from 'next';
import * as styles from './authPage.css';
import { AuthPageOpener } from './AuthPageOpener';

/**
 * /auth/login/ and /auth/registration/ (spec 1 §2, spec 3 §2): the login modal opens on the page, and
 * after login or registration the shopper is taken back (`?back=`, else the personal area). Without
 * script the page still says what it is for.
 */
export function authPageRoute() {
  const metadata: Metadata = { title: m.phoneTitle, robots: { index: false, follow: false } };

  function Page() {
    return (
      <Container>
        <section className={styles.page} aria-labelledby="auth-page-title">
          <h1 id="auth-page-title" className={styles.title}>
            {m.phoneTitle}
          </h1>
          <p className={styles.lead}>{m.phoneLead}</p>
          <AuthPageOpener />
        </section>
      </Container>
    );
  }

  return { metadata, Page };
}
