'use client';

import { errorsByPointer } from '@ornament/api-client';
import { useApiClient } from '@ornament/api-client/react/client';
import { type CurrencyCode, type OrderTenders, formatPrice, returnMessages } from '@ornament/domain';
import { Button } from '@ornament/ui-kit';
import { useRouter } from 'next/navigation';
import { type FormEvent, useState } from 'react';
import * as styles from '../orders/account.css';
import { ItemImage } from '../orders/ItemImage';
import { useHydrated } from '../shared/useHydrated';
import { RefundFacts } from './RefundFacts';
import { type ReturnFormValues, type ReturnLine, refundPreviewOf, returnBodyOf } from './returnForm';

export interface ReturnFormProps {
  orderId: number;
  lines: readonly ReturnLine[];
  reasons: readonly { code: string; label: string }[];
  currency: CurrencyCode;
  /** How the order was paid: the preview splits the refund as the API will (points back as points). */
  tenders: OrderTenders;
  /** '/personal/returns/': the created return opens there. */
  returnsBase: string;
}

/** POST v5/return/create/: items and quantities, reason, comment and where the money goes (spec 3 §7, §8). */
export function ReturnForm({ orderId, lines, reasons, currency, tenders, returnsBase }: ReturnFormProps) {
  const client = useApiClient();
  const router = useRouter();
  const [values, setValues] = useState<ReturnFormValues>({ quantities: {}, reason: '', comment: '', holder: '', account: '', bik: '' });
  const [pending, setPending] = useState(false);
  // Disabled until hydrated: a choice made before the script runs would not reach the form's state.
  const hydrated = useHydrated();
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const set = (patch: Partial<ReturnFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    // A field the server refused stops showing its error once the shopper edits it.
    setFieldErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !(field in patch))));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = returnBodyOf(orderId, lines, values);
    if (!body) {
      setError(returnMessages.noItemsChosen);
      return;
    }
    setPending(true);
    setError(null);
    setFieldErrors({});
    try {
      const response = await client.returns.create(body);
      if (response.type === 'data') router.push(`${returnsBase}${response.data.data.returnId}/`);
    } catch (failure) {
      // Spec 3 §8: the form shows the spec's message; a refused field also gets the server's detail beside it.
      setError(returnMessages.createFailed);
      setFieldErrors(errorsByPointer(failure));
      setPending(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <fieldset className={styles.plainFieldset} disabled={!hydrated}>
        <fieldset className={styles.plainFieldset}>
          <legend className={styles.subheading}>{returnMessages.chooseItems}</legend>
          {lines.map((line) => {
            const chosen = (values.quantities[line.orderItemId] ?? 0) > 0;
            return (
              <div key={line.orderItemId} className={styles.checkRow}>
                <input
                  type="checkbox"
                  aria-label={line.name}
                  checked={chosen}
                  onChange={(event) => set({ quantities: { ...values.quantities, [line.orderItemId]: event.target.checked ? 1 : 0 } })}
                />
                <ItemImage urlCode={line.urlCode} name={line.name} />
                <span>{line.name}</span>
                {line.available > 1 ? (
                  <input
                    type="number"
                    className={styles.quantity}
                    min={chosen ? 1 : 0}
                    max={line.available}
                    aria-label={`${line.name}: количество`}
                    value={values.quantities[line.orderItemId] ?? 0}
                    onChange={(event) => set({ quantities: { ...values.quantities, [line.orderItemId]: Number(event.target.value) } })}
                  />
                ) : (
                  <span className={styles.amount}>{formatPrice(line.price, currency)}</span>
                )}
              </div>
            );
          })}
        </fieldset>
        <label className={styles.field}>
          {returnMessages.reason}
          <select className={styles.input} value={values.reason} required onChange={(event) => set({ reason: event.target.value })}>
            <option value="" disabled>
              —
            </option>
            {reasons.map((reason) => (
              <option key={reason.code} value={reason.code}>
                {reason.label}
              </option>
            ))}
          </select>
          {fieldErrors.reason ? <span className={styles.error}>{fieldErrors.reason}</span> : null}
        </label>
        <label className={styles.field}>
          {returnMessages.comment}
          <textarea className={styles.textarea} value={values.comment} maxLength={1000} onChange={(event) => set({ comment: event.target.value })} />
        </label>
        <h2 className={styles.subheading}>{returnMessages.refundTitle}</h2>
        <label className={styles.field}>
          {returnMessages.refundCardHolder}
          <input className={styles.input} value={values.holder} autoComplete="name" required onChange={(event) => set({ holder: event.target.value })} />
          {fieldErrors.holder ? <span className={styles.error}>{fieldErrors.holder}</span> : null}
        </label>
        <label className={styles.field}>
          {returnMessages.refundAccount}
          <input className={styles.input} value={values.account} inputMode="numeric" required onChange={(event) => set({ account: event.target.value })} />
          {fieldErrors.account ? <span className={styles.error}>{fieldErrors.account}</span> : null}
        </label>
        <label className={styles.field}>
          {returnMessages.refundBik}
          <input className={styles.input} value={values.bik} inputMode="numeric" onChange={(event) => set({ bik: event.target.value })} />
          {fieldErrors.bik ? <span className={styles.error}>{fieldErrors.bik}</span> : null}
        </label>
        <dl className={styles.facts} aria-live="polite">
          <RefundFacts split={refundPreviewOf(lines, values.quantities, tenders)} currency={currency} />
        </dl>
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" disabled={pending || values.reason === ''}>
            {returnMessages.submit}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
