import { useApiClient } from '@ornament/api-client/react/client';
import { productTexts } from '@ornament/domain';
import { Button } from '@ornament/ui-kit';
import { type FormEvent, useId, useState } from 'react';
import * as styles from '../sections.css';
import { parseContact } from './contact';

type Status = 'idle' | 'sending' | 'done' | 'invalid' | 'failed';

/** The HTTP status of a failed call (ApiClientError carries it), without loading the client's error module. */
const statusOf = (error: unknown): unknown => (typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined);

const messages: Partial<Record<Status, string>> = {
  done: productTexts.notifyDone,
  invalid: productTexts.notifyInvalid,
  failed: productTexts.notifyFailed,
};

/** The back-in-stock form (spec 2 §7 add-available-request): one field, email or phone. */
export function BackInStockForm({ article, size }: { article: string; size: string }) {
  const client = useApiClient();
  const inputId = useId();
  const [value, setValue] = useState('');
  const [status, setStatus] = useState<Status>('idle');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const contact = parseContact(value);
    if (!contact) {
      setStatus('invalid');
      return;
    }
    setStatus('sending');
    client.product.addAvailableRequest({ article, ...(size ? { size } : {}), ...contact }).then(
      () => setStatus('done'),
      (error: unknown) => setStatus(statusOf(error) === 400 ? 'invalid' : 'failed'),
    );
  };

  if (status === 'done') {
    return (
      <p className={styles.stockIn} role="status">
        {messages.done}
      </p>
    );
  }
  const message = messages[status];
  return (
    <form className={styles.notifyForm} onSubmit={submit} noValidate aria-label={productTexts.notifyTitle}>
      <label htmlFor={inputId} className={styles.small}>
        {productTexts.notifyContact}
      </label>
      <input
        id={inputId}
        className={styles.input}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        autoComplete="email"
        inputMode="email"
        aria-invalid={status === 'invalid' ? true : undefined}
      />
      <Button type="submit" disabled={status === 'sending' || value.trim() === ''}>
        {productTexts.notifySubmit}
      </Button>
      {message ? (
        <p className={styles.prompt} role="alert">
          {message}
        </p>
      ) : null}
    </form>
  );
}
