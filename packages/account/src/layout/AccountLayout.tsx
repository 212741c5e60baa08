import type { ApiClient } from '@ornament/api-client';
import type { ReactNode } from 'react';
import { Container } from '@ornament/ui-kit/layout/Container/Container';
import * as styles from './account.css';
import { AccountNav } from './AccountNav';
import { loadAccount } from './loadAccount';

/**
 * The personal area's frame: the nav beside the page for a signed-in shopper. A guest sees the page
 * alone (guest favourites live under /personal/ too; the other pages show the sign-in state).
 */
export async function AccountLayout({ client, children }: { client: ApiClient; children: ReactNode }) {
  const account = await loadAccount(client);
  if (account.kind !== 'signed-in') return children;
  return (
    <Container className={styles.frame}>
      <AccountNav />
      <div className={styles.main}>{children}</div>
    </Container>
  );
}
