'use client';

import { firstErrorDetail, unwrap } from '@ornament/api-client';
import { useApiClient } from '@ornament/api-client/react/client';
import { subscriptionKind } from '@ornament/domain';
import { Button } from '@ornament/ui-kit';
import { useState } from 'react';
import * as account from '../layout/account.css';
import { unsubscribeMessages as u } from './unsubscribeMessages';
import { useHydrated } from '../shared/useHydrated';

type State = { kind: 'idle' } | { kind: 'pending' } | { kind: 'done'; titles: string[] } | { kind: 'failed'; message: string };

/**
 * The button of the unsubscribe page: a letter's link only opens the page (mail scanners follow
 * links), the shopper's click turns the e-mails off (POST change-subscribes-mindbox with the link's
 * token and topic).
 */
export function UnsubscribeForm({ token, topic }: { token: string; topic: string | undefined }) {
  const client = useApiClient();
  const hydrated = useHydrated();
  const [state, setState] = useState<State>({ kind: 'idle' });

  async function unsubscribe() {
    setState({ kind: 'pending' });
    try {
      const { data } = unwrap(await client.profile.unsubscribe(topic === undefined ? { token } : { token, topic }));
      setState({ kind: 'done', titles: data.attributes.topics.map((code) => subscriptionKind(code)?.title ?? code) });
    } catch (failure) {
      setState({ kind: 'failed', message: firstErrorDetail(failure) ?? u.failed });
    }
  }

  if (state.kind === 'done') {
    return (
      <div className={account.state} role="status">
        <p className={account.notice}>{u.done}</p>
        <ul className={account.list}>
          {state.titles.map((title) => (
            <li key={title}>{title}</li>
          ))}
        </ul>
        <p className={account.muted}>{u.doneText}</p>
        <a href="/personal/subscriptions/">{u.toSubscriptions}</a>
      </div>
    );
  }
  return (
    <div className={account.actions}>
      <Button type="button" onClick={() => void unsubscribe()} disabled={!hydrated || state.kind === 'pending'} aria-busy={state.kind === 'pending'}>
        {u.action}
      </Button>
      {state.kind === 'failed' ? (
        <p className={account.alert} role="alert">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}
