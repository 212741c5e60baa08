'use client';

import { firstErrorDetail } from '@ornament/api-client';
import { useApiClient } from '@ornament/api-client/react/client';
import { orderMessages } from '@ornament/domain';
import { Button } from '@ornament/ui-kit';
import { useRouter } from 'next/navigation';
import { type FormEvent, useId, useState } from 'react';
import * as styles from './account.css';

export interface PaymentMethodFormProps {
  orderNumber: string;
  current: string;
  methods: readonly { code: string; label: string }[];
}

/** Change an unpaid order's payment method (POST order/change-payment-method/); the server's error stays shown (spec 3 §4). */
export function PaymentMethodForm({ orderNumber, current, methods }: PaymentMethodFormProps) {
  const client = useApiClient();
  const router = useRouter();
  const id = useId();
  const [method, setMethod] = useState(current);
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setMessage(null);
    try {
      await client.orders.changePaymentMethod(orderNumber, method);
      setMessage({ ok: true, text: orderMessages.changePaymentDone });
      router.refresh();
    } catch (failure) {
      setMessage({ ok: false, text: firstErrorDetail(failure) ?? orderMessages.retryLater });
    } finally {
      setPending(false);
    }
  }

  return (
    <form className={styles.actions} onSubmit={submit}>
      <label htmlFor={id} className={styles.muted}>
        {orderMessages.changePayment}
      </label>
      <select id={id} className={styles.inlineSelect} value={method} onChange={(event) => setMethod(event.target.value)}>
        {methods.map((item) => (
          <option key={item.code} value={item.code}>
            {item.label}
          </option>
        ))}
      </select>
      <Button type="submit" variant="secondary" size="s" disabled={pending || method === current}>
        {orderMessages.changePaymentSave}
      </Button>
      {message ? (
        <p className={message.ok ? styles.success : styles.error} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </p>
      ) : null}
    </form>
  );
}
