'use client';

import { type ApiClient, firstErrorDetail } from '@ornament/api-client';
import { useApiClient } from '@ornament/api-client/react/client';
import { Button } from '@ornament/ui-kit';
import { type ReactNode, useState } from 'react';
import * as account from '../layout/account.css';
import { useHydrated } from './useHydrated';

type State<T> = { kind: 'idle' } | { kind: 'pending' } | { kind: 'done'; result: T } | { kind: 'failed'; message: string };

export interface LinkActionFormProps<T> {
  /** The button's text. */
  action: string;
  /** The call with the link's token; null when the API answered without data (`failed` shows). */
  run: (client: ApiClient) => Promise<T | null>;
  /** Shown when the call fails and the server's answer carries no detail of its own. */
  failed: string;
  done: { notice: string; text: string; href: string; linkLabel: string };
  /** What the call did (the confirmed address, the topics left), between the notice and the text. */
  details: (result: T) => ReactNode;
}

/**
 * The button of a letter's link page (confirm an e-mail, unsubscribe): the link only opens the page
 * (mail scanners follow links), the shopper's click acts on its token. Disabled until hydrated, busy
 * while it runs; then what was done, or the server's reason.
 */
export function LinkActionForm<T>({ action, run, failed, done, details }: LinkActionFormProps<T>) {
  const client = useApiClient();
  const hydrated = useHydrated();
  const [state, setState] = useState<State<T>>({ kind: 'idle' });

  async function act() {
    setState({ kind: 'pending' });
    try {
      const result = await run(client);
      setState(result === null ? { kind: 'failed', message: failed } : { kind: 'done', result });
    } catch (failure) {
      setState({ kind: 'failed', message: firstErrorDetail(failure) ?? failed });
    }
  }

  if (state.kind === 'done') {
    return (
      <div className={account.state} role="status">
        <p className={account.notice}>{done.notice}</p>
        {details(state.result)}
        <p className={account.muted}>{done.text}</p>
        <a href={done.href}>{done.linkLabel}</a>
      </div>
    );
  }
  return (
    <div className={account.actions}>
      <Button type="button" onClick={() => void act()} disabled={!hydrated || state.kind === 'pending'} aria-busy={state.kind === 'pending'}>
        {action}
      </Button>
      {state.kind === 'failed' ? (
        <p className={account.alert} role="alert">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}
