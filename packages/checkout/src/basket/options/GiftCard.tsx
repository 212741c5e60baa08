'use client';

import type { Basket } from '@ornament/api-contract';
import { formatPrice, giftCardBalanceText, basketOptionsMessages as m } from '@ornament/domain';
import { Button } from '@ornament/ui-kit/components/Button/Button';
import { type FormEvent, useState } from 'react';
import * as styles from './options.css';

export interface GiftCardProps {
  basket: Pick<Basket, 'giftCardDisable' | 'cardInfoForUseDto' | 'pricesCurrentCountry'>;
  disabled: boolean;
  /** Applies a card number, or removes the card with null; true when the basket took it. */
  onSet: (number: string | null) => Promise<boolean>;
  /** Why the last number was refused (the server's detail). */
  error: string | null;
}

/** The gift card (RU only: giftCardDisable elsewhere): its number, balance, what it pays and why it cannot. */
export function GiftCard({ basket, disabled, onSet, error }: GiftCardProps) {
  const [value, setValue] = useState('');
  if (basket.giftCardDisable) return null;
  const card = basket.cardInfoForUseDto;
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const number = value.trim();
    if (number && (await onSet(number))) setValue('');
  }
  if (card) {
    return (
      <div className={styles.codes}>
        <p className={styles.code}>
          <span>
            <span className={styles.codeName}>{card.number}</span> · {giftCardBalanceText(formatPrice(card.balance, card.currency))}
          </span>
          <button type="button" className={styles.remove} disabled={disabled} onClick={() => void onSet(null)}>
            {m.giftCardRemove}
          </button>
        </p>
        {card.error ? (
          <p className={styles.error} role="alert">
            {card.error}
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <>
      <form className={styles.form} onSubmit={submit} aria-label={m.giftCardTitle}>
        <input
          className={styles.plainField}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          placeholder={m.giftCardPlaceholder}
          aria-label={m.giftCardNumber}
          aria-invalid={error ? true : undefined}
          inputMode="numeric"
          autoComplete="off"
          maxLength={32}
          disabled={disabled}
        />
        <Button type="submit" variant="secondary" disabled={disabled || value.trim() === ''}>
          {m.giftCardApply}
        </Button>
      </form>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
