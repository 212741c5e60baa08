'use client';

import { checkoutFormMessages as m, checkoutMessages, type CountryCode } from '@ornament/domain';
import { Button } from '@ornament/ui-kit/components/Button/Button';
import type { Dispatch } from 'react';
import * as styles from '../checkout.css';
import type { BuyerFields, BuyerSubscriptions, ContactsEvent, SubscriptionFlag } from '../logic/contacts';
import { checkoutPanelMessages as p } from '../panelMessages';
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
  /** The buyer's subscription choices (the profile's); null hides them (an operator's own, or not read yet). */
  subscriptions: BuyerSubscriptions | null;
  subscriptionSaving: SubscriptionFlag | null;
  subscriptionError: string | null;
  onSubscription: (flag: SubscriptionFlag, value: boolean) => void;
}

const subscriptionLabels: Readonly<Record<SubscriptionFlag, string>> = { 'news-subscribe': p.newsSubscribe, 'sms-subscribe': p.smsSubscribe };

/** The buyer (spec 3 §3 "Contacts"): prefilled from the profile; a guest is asked to log in first. */
export function BuyerBlock(props: BuyerBlockProps) {
  const { buyer, dispatch, country, isGuest, isCallCenterOperator, fieldErrors, messages, onLogin, subscriptions, subscriptionSaving, subscriptionError, onSubscription } = props;
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
      {subscriptions ? (
        <div className={styles.row} role="group" aria-label={p.subscriptions}>
          {(Object.keys(subscriptionLabels) as SubscriptionFlag[]).map((flag) => (
            <label key={flag} className={styles.checkbox}>
              <input type="checkbox" checked={subscriptions[flag]} disabled={subscriptionSaving !== null} onChange={(event) => onSubscription(flag, event.target.checked)} />
              {subscriptionLabels[flag]}
            </label>
          ))}
          {subscriptionError ? (
            <p className={styles.error} role="alert">
              {subscriptionError}
            </p>
          ) : null}
        </div>
      ) : null}
      <AreaErrors messages={messages} />
    </section>
  );
}
