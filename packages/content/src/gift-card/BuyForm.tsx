'use client';

import { useApiClient } from '@ornament/api-client/react/client';
import type { GiftCardDecor } from '@ornament/api-contract';
import { formatPrice, giftCardPageTexts as t, giftCardRules, giftCardTimezones } from '@ornament/domain';
import { Button } from '@ornament/ui-kit/components/Button/Button';
import { type FormEvent, useReducer, useState } from 'react';
import * as forms from '../forms/forms.css';
import { idleSubmit, submitReducer } from '../forms/submitState';
import { TextField } from '../forms/TextField';
import { type BuyValues, buyBody, initialBuyValues } from './buyForm';
import { DecorImage } from './DecorImage';
import * as styles from './giftCard.css';

export function BuyForm({ nominals, decors }: { nominals: readonly number[]; decors: readonly GiftCardDecor[] }) {
  const client = useApiClient();
  const [values, setValues] = useState<BuyValues>(() => initialBuyValues(nominals, decors.map((decor) => decor.code)));
  const [state, dispatch] = useReducer(submitReducer, idleSubmit);
  const set = <K extends keyof BuyValues>(key: K, value: BuyValues[K]) => setValues((current) => ({ ...current, [key]: value }));
  const errors = state.fieldErrors;

  async function submit(event: FormEvent) {
    event.preventDefault();
    dispatch({ type: 'send' });
    try {
      const response = await client.giftCards.create(buyBody(values));
      if (response.type !== 'data') return window.location.assign(response.to);
      dispatch({ type: 'sent', message: t.buying });
      window.location.assign(response.data.data.paymentUrl);
    } catch (error) {
      dispatch({ type: 'failed', error });
    }
  }

  return (
    <form className={forms.form} onSubmit={(event) => void submit(event)} noValidate aria-label={t.buyTitle}>
      <fieldset className={styles.chips}>
        <legend className={styles.legend}>{t.nominal}</legend>
        {nominals.map((nominal) => (
          <label key={nominal} className={styles.chip}>
            <input className={styles.hiddenRadio} type="radio" name="nominal" value={nominal} checked={values.nominal === nominal} onChange={() => set('nominal', nominal)} />
            {formatPrice(nominal, 'RUB')}
          </label>
        ))}
      </fieldset>
      {errors.nominal ? <p className={forms.error}>{errors.nominal}</p> : null}
      <fieldset className={styles.decors}>
        <legend className={styles.legend}>{t.decor}</legend>
        {decors.map((decor) => (
          <label key={decor.code} className={styles.decor}>
            <input className={styles.hiddenRadio} type="radio" name="decor" value={decor.code} checked={values.decor === decor.code} onChange={() => set('decor', decor.code)} />
            <DecorImage decor={decor} sizes="(min-width: 768px) 200px, 45vw" />
            <span>{decor.name}</span>
          </label>
        ))}
      </fieldset>
      {errors.decor ? <p className={forms.error}>{errors.decor}</p> : null}
      <h3 className={forms.sectionTitle}>{t.recipientTitle}</h3>
      <div className={forms.row}>
        <TextField id="gift-name" label={t.recipientName} autoComplete="name" value={values.name} error={errors.name} onChange={(e) => set('name', e.target.value)} />
        <TextField id="gift-phone" label={t.recipientPhone} type="tel" autoComplete="tel" value={values.phone} error={errors.phone} onChange={(e) => set('phone', e.target.value)} />
        <TextField id="gift-email" label={t.recipientEmail} type="email" autoComplete="email" value={values.email} error={errors.email} onChange={(e) => set('email', e.target.value)} />
      </div>
      <label className={styles.checkbox}>
        <input type="checkbox" checked={values.sendLater} onChange={(e) => set('sendLater', e.target.checked)} />
        {t.sendLater}
      </label>
      {values.sendLater ? (
        <div className={forms.row}>
          <TextField id="gift-date" label={t.selectedDate} type="date" value={values.selectedDate} error={errors.selectedDate} onChange={(e) => set('selectedDate', e.target.value)} />
          <TextField id="gift-time" label={t.selectedTime} type="time" value={values.selectedTime} onChange={(e) => set('selectedTime', e.target.value)} />
          <div className={forms.field}>
            <label className={forms.label} htmlFor="gift-timezone">
              {t.timezone}
            </label>
            <select id="gift-timezone" className={forms.input} value={values.timezone} onChange={(e) => set('timezone', e.target.value)}>
              {giftCardTimezones.map((zone) => (
                <option key={zone.offset} value={zone.label}>
                  {zone.label}
                </option>
              ))}
            </select>
            {errors.timezone ? <p className={forms.error}>{errors.timezone}</p> : null}
          </div>
        </div>
      ) : null}
      <TextField id="gift-note" label={t.note} multiline maxLength={giftCardRules.noteMaxLength} value={values.note} onChange={(e) => set('note', e.target.value)} />
      {/* The server's message, unless it already stands under its field. */}
      {state.errorMessage && !Object.values(errors).includes(state.errorMessage) ? (
        <p className={forms.error} role="alert">
          {state.errorMessage}
        </p>
      ) : null}
      <Button type="submit" disabled={state.loading || state.successMessage !== null}>
        {state.loading || state.successMessage ? t.buying : `${t.buy} · ${formatPrice(values.nominal, 'RUB')}`}
      </Button>
    </form>
  );
}
