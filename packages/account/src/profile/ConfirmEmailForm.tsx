'use client';

import { firstErrorDetail } from '@ornament/api-client';
import { useApiClient } from '@ornament/api-client/react/client';
import { accountSecurityMessages as m } from '@ornament/domain';
import { Button } from '@ornament/ui-kit';
import { useState } from 'react';
import * as account from '../layout/account.css';
import { useHydrated } from '../shared/useHydrated';

type State = { kind: 'idle' } | { kind: 'pending' } | { kind: 'done'; email: string } | { kind: 'failed'; message: string };

/**
 * The confirmation page's button (issue 19 finding 10): the letter's link only opens the page (mail
 * scanners follow links), the shopper's click confirms the address (POST confirm-email with the token).
 */
export function ConfirmEmailForm({ token }: { token: string }) {
  const client = useApiClient();
  const hydrated = useHydrated();
  const [state, setState] = useState<State>({ kind: 'idle' });

  async function confirm() {
    setState({ kind: 'pending' });
    try {
      const answer = await client.profile.confirmEmail(token);
      setState(answer.type === 'data' ? { kind: 'done', email: answer.data.data.attributes.email } : { kind: 'failed', message: m.confirmFailed });
    } catch (failure) {
      setState({ kind: 'failed', message: firstErrorDetail(failure) ?? m.confirmFailed });
    }
  }

  if (state.kind === 'done') {
    return (
      <div className={account.state} role="status">
        <p className={account.notice}>{m.confirmed}</p>
        <p>{state.email}</p>
        <p className={account.muted}>{m.confirmedText}</p>
        <a href="/personal/main/">{m.toProfile}</a>
      </div>
    );
  }
  return (
    <div className={account.actions}>
      <Button type="button" onClick={() => void confirm()} disabled={!hydrated || state.kind === 'pending'} aria-busy={state.kind === 'pending'}>
        {m.confirmAction}
      </Button>
      {state.kind === 'failed' ? (
        <p className={account.alert} role="alert">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}
