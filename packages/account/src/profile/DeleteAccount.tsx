'use client';

import { firstErrorDetail } from '@ornament/api-client';
import { useApiClient } from '@ornament/api-client/react/client';
import { profileLimits, profileMessages as m } from '@ornament/domain';
import { Button } from '@ornament/ui-kit/components/Button/Button';
import { type FormEvent, useState } from 'react';
import * as account from '../layout/account.css';
import * as styles from './profile.css';

export interface DeletionReason {
  id: string;
  title: string;
}

/** Account deletion with a reason from content area reasons-deletion (ProfileDeleteForm id, message). */
export function DeleteAccount({ reasons }: { reasons: readonly DeletionReason[] }) {
  const client = useApiClient();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason) {
      setError(m.deleteReasonRequired);
      return;
    }
    setPending(true);
    setError(null);
    try {
      await client.profile.deactivate({ id: reason, message });
      // The session is a guest's now: a full load resets every piece of the signed-in state.
      window.location.assign('/');
    } catch (failure) {
      setError(firstErrorDetail(failure) ?? m.saveError);
      setPending(false);
    }
  }

  return (
    <section className={account.section} aria-labelledby="delete-account-title">
      <h2 id="delete-account-title" className={account.sectionTitle}>
        {m.deleteTitle}
      </h2>
      <p className={account.muted}>{m.deleteText}</p>
      {open ? (
        <form onSubmit={(event) => void submit(event)} className={account.main} noValidate>
          <fieldset className={styles.reasons}>
            <legend className={styles.legend}>{m.deleteReason}</legend>
            {reasons.map((item) => (
              <label key={item.id} className={styles.radio}>
                <input type="radio" name="reason" value={item.id} checked={reason === item.id} onChange={() => setReason(item.id)} />
                {item.title}
              </label>
            ))}
          </fieldset>
          <label className={account.field}>
            {m.deleteMessage}
            <textarea className={`${account.input} ${styles.textarea}`} name="message" maxLength={profileLimits.deletionMessageMaxLength} value={message} onChange={(event) => setMessage(event.target.value)} />
          </label>
          {error ? (
            <p role="alert" className={account.alert}>
              {error}
            </p>
          ) : null}
          <div className={account.actions}>
            <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
              {m.deleteConfirm}
            </Button>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              {m.deleteCancel}
            </Button>
          </div>
        </form>
      ) : (
        <div className={account.actions}>
          <Button variant="secondary" onClick={() => setOpen(true)}>
            {m.deleteOpen}
          </Button>
        </div>
      )}
    </section>
  );
}
