'use client';

// Loaded only when a save needs it (React.lazy in ProfileForm and PasswordForm), so /personal/main/'s
// first load does not carry it: «Получить код» asks a code to the account's phone, «Код из SMS» takes it.
import { firstErrorDetail } from '@ornament/api-client';
import { useApiClient } from '@ornament/api-client/react/client';
import { accountSecurityMessages as m, mailSentText } from '@ornament/domain';
import { Button } from '@ornament/ui-kit/components/Button/Button';
import { useId, useState } from 'react';
import * as account from '../layout/account.css';

export interface ConfirmationCodeProps {
  code: string;
  onCode: (code: string) => void;
  /** The server's message for the code (pointer /meta/code). */
  error: string | undefined;
}

type Sending = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed'; message: string };

export function ConfirmationCode({ code, onCode, error }: ConfirmationCodeProps) {
  const client = useApiClient();
  const id = useId();
  const [sending, setSending] = useState<Sending>({ kind: 'idle' });

  async function ask() {
    setSending({ kind: 'sending' });
    try {
      const answer = await client.profile.confirmationCode();
      setSending(answer.type === 'data' ? { kind: 'sent' } : { kind: 'failed', message: m.codeFailed });
    } catch (failure) {
      setSending({ kind: 'failed', message: firstErrorDetail(failure) ?? m.codeFailed });
    }
  }

  return (
    <div className={account.field}>
      <p className={account.muted}>{m.codeHint}</p>
      <div className={account.actions}>
        <Button type="button" variant="secondary" onClick={() => void ask()} disabled={sending.kind === 'sending'} aria-busy={sending.kind === 'sending' || undefined}>
          {sending.kind === 'sent' ? m.getCodeAgain : m.getCode}
        </Button>
        <span role="status" className={account.notice}>
          {sending.kind === 'sent' ? m.codeSent : sending.kind === 'sending' ? m.codeSending : ''}
        </span>
      </div>
      {sending.kind === 'failed' ? (
        <p role="alert" className={account.alert}>
          {sending.message}
        </p>
      ) : null}
      <label className={account.field} htmlFor={id}>
        {m.codeLabel}
      </label>
      <input
        id={id}
        className={account.input}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={(event) => onCode(event.target.value.replace(/\D/g, ''))}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <span id={`${id}-error`} className={account.fieldError}>
          {error}
        </span>
      ) : null}
    </div>
  );
}

/** After a save that changed the e-mail: where the letter went. */
export function MailSent({ email }: { email: string }) {
  return (
    <p role="status" className={account.notice}>
      {mailSentText(email)}
    </p>
  );
}
