'use client';

import { unwrap } from '@ornament/api-client';
import { useApiClient } from '@ornament/api-client/react/client';
import { authenticityMessages as m } from '@ornament/domain';
import { type FormEvent, useState } from 'react';
import { CaptchaField } from '../forms/CaptchaField';
import * as forms from '../forms/forms.css';
import { TextField } from '../forms/TextField';
import { useCaptcha } from '../forms/useCaptcha';
import * as styles from './authenticity.css';
import { type CheckOutcome, checkFieldErrors, errorOutcome, identifyOutcome, verifyOutcome } from './checkOutcome';
import { CheckResult } from './CheckResult';

type Action = 'verify' | 'identify';

/** Spec 2 §7: verify by barcode and article, or identify by barcode, each behind a fresh captcha. */
export function AuthenticityCheck() {
  const client = useApiClient();
  const captcha = useCaptcha();
  const [barcode, setBarcode] = useState('');
  const [article, setArticle] = useState('');
  const [pending, setPending] = useState<Action | null>(null);
  const [outcome, setOutcome] = useState<CheckOutcome | null>(null);

  async function run(action: Action) {
    const errors = checkFieldErrors({ barcode, article, captcha: captcha.answer }, action === 'verify');
    const token = captcha.token();
    if (Object.keys(errors).length > 0 || !token) {
      setOutcome({ kind: 'error', fields: errors, message: token ? null : m.captchaLoadError });
      return;
    }
    setPending(action);
    setOutcome(null);
    let next: CheckOutcome;
    try {
      next =
        action === 'verify'
          ? verifyOutcome(unwrap(await client.authenticity.verify({ barcode, article, captchaToken: token })))
          : identifyOutcome(unwrap(await client.authenticity.identify({ barcode, captchaToken: token })));
    } catch (error) {
      next = errorOutcome(error);
    }
    // The challenge is spent by any answer, right or wrong: the new image comes with the answer.
    await captcha.refresh();
    setOutcome(next);
    setPending(null);
  }

  const fieldErrors = outcome?.kind === 'error' ? outcome.fields : {};
  return (
    <form
      className={forms.form}
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void run('verify');
      }}
    >
      <div className={forms.row}>
        <TextField id="authenticity-barcode" label={m.barcodeLabel} inputMode="numeric" autoComplete="off" value={barcode} error={fieldErrors.barcode} onChange={(event) => setBarcode(event.target.value)} />
        <TextField id="authenticity-article" label={m.articleLabel} autoComplete="off" value={article} error={fieldErrors.article} onChange={(event) => setArticle(event.target.value)} />
      </div>
      <CaptchaField id="authenticity-captcha" captcha={captcha} texts={{ label: m.captchaLabel, alt: m.captchaImageAlt, refresh: m.captchaRefresh }} error={fieldErrors.captcha} />
      {captcha.failed ? <p className={forms.error}>{m.captchaLoadError}</p> : null}
      <div className={styles.actions}>
        <button type="submit" className={styles.button} disabled={pending !== null}>
          {m.verify}
        </button>
        <button type="button" className={styles.secondaryButton} disabled={pending !== null} onClick={() => void run('identify')}>
          {m.identify}
        </button>
      </div>
      <div aria-live="polite">{outcome ? <CheckResult outcome={outcome} /> : null}</div>
    </form>
  );
}
