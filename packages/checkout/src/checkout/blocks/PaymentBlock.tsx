'use client';

import { checkoutFormMessages as m } from '@ornament/domain';
import * as styles from '../checkout.css';
import type { OfferedPaymentMethod } from '../logic/paymentMethods';
import { AreaErrors } from './Field';
import { PaymentIcon } from './PaymentIcon';

export interface PaymentBlockProps {
  methods: readonly OfferedPaymentMethod[];
  chosen: string | null;
  onChoose: (id: string) => void;
  disabled: boolean;
  messages: readonly string[];
}

/** Payment methods of the basket (spec 3 §3 paymentInfo); credit-sber shows the installment icon. */
export function PaymentBlock({ methods, chosen, onChoose, disabled, messages }: PaymentBlockProps) {
  return (
    <section className={styles.block} aria-labelledby="checkout-payment">
      <h3 id="checkout-payment" className={styles.blockTitle}>
        {m.payment}
      </h3>
      <fieldset className={styles.options} aria-labelledby="checkout-payment" disabled={disabled}>
        {methods.map((method) => (
          <label key={method.id} className={styles.option}>
            <input type="radio" name="checkout-payment" value={method.id} checked={chosen === method.id} onChange={() => onChoose(method.id)} />
            <span className={styles.optionText}>
              <span className={styles.optionTitle}>{method.title}</span>
              {method.description ? <span className={styles.muted}>{method.description}</span> : null}
            </span>
            <span className={method.icon === 'installment' ? styles.paymentIcon.installment : styles.paymentIcon.plain}>
              <PaymentIcon kind={method.icon} />
            </span>
          </label>
        ))}
      </fieldset>
      <AreaErrors messages={messages} />
    </section>
  );
}
