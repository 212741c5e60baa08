import type { ApiClient } from '@ornament/api-client';
import type { ProfileResponse } from '@ornament/api-contract';
import type { ReactNode } from 'react';
import { Container } from '@ornament/ui-kit/layout/Container/Container';
import * as styles from './account.css';
import { loadAccount } from './loadAccount';
import { ErrorState, GuestState } from './PageStates';

export interface AccountPageProps {
  client: ApiClient;
  /** The page's heading, also used by its error state. */
  title: string;
  children: (profile: ProfileResponse['data']) => ReactNode;
}

/** A personal page's body for the signed-in shopper; a guest gets the sign-in state, a failure the error state. */
export async function AccountPage({ client, title, children }: AccountPageProps) {
  const account = await loadAccount(client);
  if (account.kind === 'guest') {
    return (
      <Container className={styles.frame}>
        <GuestState />
      </Container>
    );
  }
  if (account.kind === 'error') {
    return (
      <Container className={styles.frame}>
        <ErrorState title={title} />
      </Container>
    );
  }
  return children(account.profile);
}
