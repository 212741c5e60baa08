'use client';

import type { DeliveryTime } from '@ornament/api-contract';
import { checkoutFormMessages as m, formatPrice, orderTypeTitles, type CurrencyCode, type OrderType } from '@ornament/domain';
import * as styles from '../checkout.css';
import { methodText } from '../logic/delivery';

export interface MethodOptionsProps {
  name: string;
  label: string;
  methods: readonly DeliveryTime[];
  chosen: OrderType | null;
  onChoose: (type: OrderType) => void;
  currency: CurrencyCode;
  hasTimeSlot: boolean;
  disabled: boolean;
}


/** The order types under one tab, each with its timing line and price. */
export function MethodOptions({ name, label, methods, chosen, onChoose, currency, hasTimeSlot, disabled }: MethodOptionsProps) {
  const pickupCount = methods.length;
  return (
    <fieldset className={styles.options} aria-label={label} disabled={disabled}>
      {methods.map((time) => (
        <label key={time.orderType} className={styles.option}>
          <input type="radio" name={name} value={time.orderType} checked={chosen === time.orderType} onChange={() => onChoose(time.orderType)} />
          <span className={styles.optionText}>
            <span className={styles.optionTitle}>{orderTypeTitles[time.orderType]}</span>
            <span className={styles.muted}>{methodText(time, { hasTimeSlot, singlePickupOption: pickupCount === 1 })}</span>
          </span>
          <span className={styles.price}>{time.price === 0 ? m.free : formatPrice(time.price, currency)}</span>
        </label>
      ))}
    </fieldset>
  );
}
