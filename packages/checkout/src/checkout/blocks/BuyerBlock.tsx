'use client';

import { checkoutFormMessages as m, checkoutMessages, type CountryCode } from '@ornament/domain';
import { Button } from '@ornament/ui-kit/components/Button/Button';
import type { Dispatch } from 'react';
import * as styles from '../checkout.css';
import type { BuyerFields, ContactsEvent } from '../logic/contacts';
import { AreaErrors, Field } from './Field';

export interface BuyerBlockProps {
  buyer: BuyerFields;
  dispatch: Dispatch<ContactsEvent>;
  country: CountryCode;
  isGuest: boolean;
  isCallCenterOperator: boolean;
  /** Server field errors by field ('buyer-name', …). */
  fieldErrors: Record<string, string>;
  /** Validation messages of the user area, shown after a submit. */
  messages: readonly string[];
  onLogin: () => void;
}

/** The buyer (spec 3 §3 "Contacts"): prefilled from the profile; a guest is asked to log in first. */
export function BuyerBlock({ buyer, dispatch, country, isGuest, isCallCenterOperator, fieldErrors, messages, onLogin }: BuyerBlockProps) {
  const set = (field: keyof BuyerFields) => (value: string) => dispatch({ type: 'buyerChanged', field, value });
  if (isGuest) {
    return (
      <section className={styles.block} aria-labelledby="checkout-buyer">
        <h3 id="checkout-buyer" className={styles.blockTitle}>
          {m.buyer}
        </h3>
        <p className={styles.muted}>{checkoutMessages.loginRequired}</p>
        <div>
          <Button onClick={onLogin}>{m.login}</Button>
        </div>
      </section>
    );
  }
  return (
    <section className={styles.block} aria-labelledby="checkout-buyer">
      <h3 id="checkout-buyer" className={styles.blockTitle}>
        {m.buyer}
      </h3>
      {isCallCenterOperator ? <p className={styles.muted}>{m.operatorNote}</p> : null}
      <div className={styles.fields}>
        <Field label={m.name} value={buyer.name} onValue={set('name')} autoComplete="given-name" error={fieldErrors['buyer-name']} />
        <Field label={m.surname} value={buyer.surname} onValue={set('surname')} autoComplete="family-name" error={fieldErrors['buyer-surname']} />
        <Field label={m.phone} value={buyer.phone} onValue={set('phone')} type="tel" autoComplete="tel" error={fieldErrors['buyer-phone']} />
        {isCallCenterOperator ? null : <Field label={m.email} value={buyer.email} onValue={set('email')} type="email" autoComplete="email" error={fieldErrors['buyer-email']} />}
        {country === 'KZ' ? <Field label={m.iin} value={buyer.iin} onValue={set('iin')} inputMode="numeric" maxLength={12} error={fieldErrors['buyer-iin']} /> : null}
      </div>
      <AreaErrors messages={messages} />
    </section>
  );
}
