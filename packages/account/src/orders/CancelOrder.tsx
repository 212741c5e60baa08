'use client';

import { firstErrorDetail } from '@ornament/api-client';
import { useApiClient } from '@ornament/api-client/react/client';
import { orderMessages } from '@ornament/domain';
import { Button, Modal } from '@ornament/ui-kit';
import { useRouter } from 'next/navigation';
import { type FormEvent, useState } from 'react';
import * as styles from './account.css';

export interface CancelOrderProps {
  orderId: number;
  reasons: readonly { code: string; label: string }[];
}

/** 'Отменить заказ' with the reasons dialog (POST order/cancel/); on success the page reloads its order (spec 3 §4). */
export function CancelOrder({ orderId, reasons }: CancelOrderProps) {
  const client = useApiClient();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [comment, setComment] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      await client.orders.cancel({ id: orderId, reason, comment });
      setOpen(false);
      router.refresh();
    } catch (failure) {
      setError(firstErrorDetail(failure) ?? orderMessages.cancelFailed);
    } finally {
      setPending(false);
    }
  }

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {orderMessages.cancel}
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={orderMessages.cancelTitle} size="sm">
        <form className={styles.form} onSubmit={submit}>
          <label className={styles.field}>
            {orderMessages.cancelReason}
            <select className={styles.input} value={reason} onChange={(event) => setReason(event.target.value)} required>
              <option value="" disabled>
                —
              </option>
              {reasons.map((item) => (
                <option key={item.code} value={item.code}>
                  {item.label}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field}>
            {orderMessages.cancelComment}
            <textarea className={styles.textarea} value={comment} maxLength={1000} onChange={(event) => setComment(event.target.value)} />
          </label>
          {error ? (
            <p className={styles.error} role="alert">
              {error}
            </p>
          ) : null}
          <div className={styles.actions}>
            <Button type="submit" disabled={pending || reason === ''}>
              {orderMessages.cancelConfirm}
            </Button>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              {orderMessages.cancelKeep}
            </Button>
          </div>
        </form>
      </Modal>
    </>
  );
}
