'use client';

import type { Subscription } from '@ornament/api-contract';
import { unwrap } from '@ornament/api-client';
import { useApiClient } from '@ornament/api-client/react/client';
import { profileMessages as m } from '@ornament/domain';
import { useState } from 'react';
import * as account from '../layout/account.css';
import { SignInButton } from '../layout/SignInButton';
import * as styles from './subscriptions.css';
import { failureOf, type ToggleFailure, visibleSubscriptions } from './toggle';

/** Spec 3 §4: a toggle flips only when the call succeeds; a failure stays shown beside its kind. */
export function SubscriptionList({ initial }: { initial: readonly Subscription[] }) {
  const client = useApiClient();
  const [list, setList] = useState(() => visibleSubscriptions(initial));
  const [pending, setPending] = useState<string | null>(null);
  const [failure, setFailure] = useState<ToggleFailure | null>(null);

  async function toggle(item: Subscription) {
    setPending(item.id);
    setFailure(null);
    try {
      const answer = unwrap(await client.profile.setSubscriptions([{ id: item.id, isChecked: !item.attributes.isChecked }]));
      setList(visibleSubscriptions(answer.data));
    } catch (error) {
      setFailure(failureOf(item.id, error, m.saveError));
    } finally {
      setPending(null);
    }
  }

  if (list.length === 0) return <p className={account.muted}>{m.subscriptionsEmpty}</p>;
  return (
    <ul className={account.list}>
      {list.map((item) => (
        <li key={item.id} className={account.row}>
          <div className={account.rowText}>
            <p id={`subscription-${item.id}`} className={styles.title}>
              {item.attributes.title}
            </p>
            <p className={account.muted}>{item.attributes.description}</p>
            {failure?.kind === item.id ? (
              <p role="alert" className={account.alert}>
                {failure.message}
              </p>
            ) : null}
            {failure?.kind === item.id && failure.redirect ? <SignInButton label={m.guestButton} /> : null}
          </div>
          <button
            type="button"
            role="switch"
            className={styles.toggle}
            aria-checked={item.attributes.isChecked}
            aria-labelledby={`subscription-${item.id}`}
            disabled={pending === item.id}
            onClick={() => void toggle(item)}
          >
            <span className={styles.knob} />
          </button>
        </li>
      ))}
    </ul>
  );
}
