'use client';

import { checkoutFormMessages as m, type CountryCode } from '@ornament/domain';
import type { Dispatch } from 'react';
import * as styles from '../checkout.css';
import type { ContactsEvent, PersonFields } from '../logic/contacts';
import { AreaErrors, Field } from './Field';

export interface RecipientBlockProps {
  recipient: PersonFields | null;
  dispatch: Dispatch<ContactsEvent>;
  country: CountryCode;
  isCallCenterOperator: boolean;
  callBackRequest: boolean;
  fieldErrors: Record<string, string>;
  messages: readonly string[];
}

/** Another recipient (spec 3 §4 "Contacts"); an operator's customer goes here (spec 3 §6). */
export function RecipientBlock({ recipient, dispatch, country, isCallCenterOperator, callBackRequest, fieldErrors, messages }: RecipientBlockProps) {
  const set = (field: keyof PersonFields) => (value: string) => dispatch({ type: 'recipientChanged', field, value });
  return (
    <section className={styles.block} aria-labelledby="checkout-recipient">
      <h3 id="checkout-recipient" className={styles.blockTitle}>
        {m.recipient}
      </h3>
      {recipient ? (
        <>
          <div className={styles.fields}>
            <Field label={m.name} value={recipient.name} onValue={set('name')} error={fieldErrors['recipient-name']} />
            <Field label={m.surname} value={recipient.surname} onValue={set('surname')} error={fieldErrors['recipient-surname']} />
            <Field label={m.phone} value={recipient.phone} onValue={set('phone')} type="tel" error={fieldErrors['recipient-phone']} />
            {country === 'KZ' && isCallCenterOperator ? <Field label={m.iin} value={recipient.iin} onValue={set('iin')} inputMode="numeric" maxLength={12} /> : null}
          </div>
          <div>
            <button type="button" className={styles.linkButton} onClick={() => dispatch({ type: 'recipientRemoved' })}>
              {m.removeRecipient}
            </button>
          </div>
        </>
      ) : (
        <div>
          <button type="button" className={styles.linkButton} onClick={() => dispatch({ type: 'recipientAdded' })}>
            {m.addRecipient}
          </button>
        </div>
      )}
      {isCallCenterOperator ? (
        <label className={styles.checkbox}>
          <input type="checkbox" checked={callBackRequest} onChange={(event) => dispatch({ type: 'callBackToggled', value: event.target.checked })} />
          {m.callBack}
        </label>
      ) : null}
      <AreaErrors messages={messages} />
    </section>
  );
}
