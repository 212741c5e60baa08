'use client';

import { useApiClient } from '@ornament/api-client/react/client';
import { formatDate, formatGiftCardNumber, formatPrice, formRequestResultTexts, giftCardPageTexts as t } from '@ornament/domain';
import { Button } from '@ornament/ui-kit/components/Button/Button';
import { type FormEvent, useState } from 'react';
import { CaptchaField } from '../forms/CaptchaField';
import * as forms from '../forms/forms.css';
import { TextField } from '../forms/TextField';
import { useCaptcha } from '../forms/useCaptcha';
import { DecorImage } from './DecorImage';
import * as styles from './giftCard.css';
import { cardOutcome, failureOutcome, type LookupOutcome } from './lookupOutcome';

/** Spec 2 §4: lookup by card number with a captcha token; result card and decor. */
export function BalanceLookup({ supportPhone }: { supportPhone: string }) {
  const client = useApiClient();
  const captcha = useCaptcha();
  const [number, setNumber] = useState('');
  const [loading, setLoading] = useState(false);
  const [outcome, setOutcome] = useState<LookupOutcome | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const token = captcha.token();
    if (number.trim() === '') return;
    if (!token) {
      // No image arrived (the captcha call failed): try a new one rather than send nothing.
      setOutcome({ kind: 'message', text: formRequestResultTexts.failureText });
      return void captcha.refresh();
    }
    setLoading(true);
    setOutcome(null);
    try {
      const response = await client.giftCards.view(number, token);
      setOutcome(response.type === 'data' ? cardOutcome(response.data, supportPhone) : failureOutcome(null));
    } catch (error) {
      setOutcome(failureOutcome(error));
    } finally {
      // The image is spent by the check, whatever its answer: a new one before the form is usable again.
      await captcha.refresh();
      setLoading(false);
    }
  }

  return (
    <div className={forms.form}>
      <form className={forms.form} onSubmit={(event) => void submit(event)} aria-label={t.balanceTitle}>
        <TextField id="lookup-number" label={t.cardNumber} inputMode="numeric" autoComplete="off" required value={number} onChange={(e) => setNumber(e.target.value)} />
        <CaptchaField id="lookup-captcha" captcha={captcha} texts={{ label: t.captcha, alt: t.captchaAlt, refresh: t.captchaRefresh }} />
        <Button type="submit" disabled={loading}>
          {loading ? t.checking : t.check}
        </Button>
      </form>
      {outcome?.kind === 'message' ? (
        <p className={styles.message} role="alert">
          {outcome.text}
        </p>
      ) : null}
      {outcome?.kind === 'card' ? (
        <div className={styles.cardResult} role="status" aria-label={t.balance}>
          {outcome.view.decor ? <DecorImage decor={outcome.view.decor} sizes="200px" /> : <span />}
          <div>
            <p className={styles.muted}>{formatGiftCardNumber(outcome.view.card.card)}</p>
            <p className={styles.balance}>
              {t.balance}: {formatPrice(outcome.view.card.price, 'RUB')}
            </p>
            {outcome.view.card.dateExpire ? (
              <p className={styles.muted}>
                {t.expires} {formatDate(outcome.view.card.dateExpire)}
              </p>
            ) : null}
            {outcome.view.card.isBlocked ? (
              <p className={styles.message}>
                {t.blocked}
                {outcome.view.card.dateBlocked ? ` (${t.blockedSince.toLowerCase()} ${formatDate(outcome.view.card.dateBlocked)})` : ''}
              </p>
            ) : null}
          </div>
        </div>
      ) : null}
    </div>
  );
}
