'use client';

import type { BasketProduct } from '@ornament/api-contract';
import { basketPageMessages as m } from '@ornament/domain';
import { steppedQuantity } from '../view/selection';
import * as styles from './lines.css';

export interface QuantityStepperProps {
  line: BasketProduct;
  disabled: boolean;
  onChange: (quantity: number) => void;
}

/** − quantity +, within 1 and the line's stock (at most 99). */
export function QuantityStepper({ line, disabled, onChange }: QuantityStepperProps) {
  const less = steppedQuantity(line, -1);
  const more = steppedQuantity(line, 1);
  return (
    <div className={styles.stepper} role="group" aria-label={`${m.quantity}: ${line.title}`}>
      <button type="button" className={styles.stepButton} aria-label={m.decrease} disabled={disabled || less === null} onClick={() => less !== null && onChange(less)}>
        −
      </button>
      <output className={styles.stepValue} aria-live="polite" aria-label={m.quantity}>
        {line.quantity}
      </output>
      <button type="button" className={styles.stepButton} aria-label={m.increase} disabled={disabled || more === null} onClick={() => more !== null && onChange(more)}>
        +
      </button>
    </div>
  );
}
