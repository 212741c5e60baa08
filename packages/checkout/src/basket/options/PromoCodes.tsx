'use client';

import type { Basket, PromoError, UserPromoCode } from '@ornament/api-contract';
import { basketBounds } from '@ornament/api-contract/http';
import { basketOptionsMessages as options, basketPageMessages as m } from '@ornament/domain';
import { Button } from '@ornament/ui-kit/components/Button/Button';
import { type FormEvent, useId, useState } from 'react';
import type { BasketCall } from '../state/useBasket';
import * as styles from './options.css';

export interface PromoCodesProps {
  codes: readonly UserPromoCode[];
  errors: readonly PromoError[];
  disabled: boolean;
  run: (call: BasketCall) => Promise<Basket | null>;
}

/** Promo codes (spec 3 §7): add one, see which apply, remove one; reasons a code does not apply show by the field. */
export function PromoCodes({ codes, errors, disabled, run }: PromoCodesProps) {
  const [value, setValue] = useState('');
  const errorId = useId();
  const shownErrors = errors.filter((error) => error.message.trim() !== '');
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = value.trim();
    if (!code) return;
    const basket = await run((api, flags) => api.addPromoCode(code, flags));
    // A refused code stays in the field, beside its reason, to be corrected.
    if (basket && !basket.promoErrors.some((error) => error.promoCode === code.toUpperCase())) setValue('');
  }
  return (
    <div>
      <form className={styles.form} onSubmit={submit} aria-label={m.promoTitle}>
        <input
          className={styles.field}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          placeholder={options.promoPlaceholder}
          aria-label={m.promoTitle}
          aria-describedby={shownErrors.length > 0 ? errorId : undefined}
          aria-invalid={shownErrors.length > 0 ? true : undefined}
          maxLength={basketBounds.promoCodeMaxLength}
          autoComplete="off"
          disabled={disabled}
        />
        <Button type="submit" variant="secondary" disabled={disabled || value.trim() === ''}>
          {options.promoApply}
        </Button>
      </form>
      {shownErrors.length > 0 ? (
        <div id={errorId} role="alert">
          {shownErrors.map((error) => (
            <p key={`${error.promoCode}-${error.code}`} className={styles.error}>
              {error.promoCode}: {error.message}
            </p>
          ))}
        </div>
      ) : null}
      {codes.length > 0 ? (
        <ul className={styles.codes}>
          {codes.map((code) => (
            <li key={code.code} className={styles.code}>
              <span>
                <span className={styles.codeName}>{code.code}</span>
                {code.isApplied ? <span className={styles.applied}> · {options.promoApplied}</span> : null}
              </span>
              <button type="button" className={styles.remove} disabled={disabled} aria-label={`${options.promoRemove} ${code.code}`} onClick={() => void run((api, flags) => api.removePromoCode(code.code, flags))}>
                {m.delete}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
