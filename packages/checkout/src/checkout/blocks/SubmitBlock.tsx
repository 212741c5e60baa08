'use client';

import type { Basket } from '@ornament/api-contract';
import { checkoutFormMessages as m } from '@ornament/domain';
import { Button } from '@ornament/ui-kit/components/Button/Button';
import * as styles from '../checkout.css';
import type { SubmitPhase } from '../useOrderSubmit';

export interface SubmitBlockProps {
  phase: SubmitPhase;
  /** Validation messages, once the shopper has tried to order. */
  issues: readonly string[];
  general: readonly string[];
  /** Basket item id → message, for lines the server could not sell. */
  itemErrors: Record<string, string>;
  basket: Basket;
  disabled: boolean;
  onSubmit: () => void;
}

/** The order button with what still blocks it and the server's answer (spec 3 §5). */
export function SubmitBlock({ phase, issues, general, itemErrors, basket, disabled, onSubmit }: SubmitBlockProps) {
  const lines = [...basket.productList, ...basket.notAvailableList, ...basket.notAvailableInStock];
  const items = Object.entries(itemErrors).map(([id, message]) => {
    const line = lines.find((item) => String(item.id) === id);
    return line ? `${line.title}${line.size ? `, ${line.size}` : ''}: ${message}` : message;
  });
  const alerts = [...issues, ...general, ...items];
  return (
    <div className={styles.summary}>
      {alerts.length > 0 ? (
        <ul className={styles.issues} role="alert">
          {alerts.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      ) : null}
      {phase === 'created' ? (
        <p className={styles.success} role="status">
          {m.created}
        </p>
      ) : null}
      <Button size="l" fullWidth disabled={disabled} aria-busy={phase === 'submitting'} onClick={onSubmit}>
        {phase === 'submitting' ? m.submitting : m.submit}
      </Button>
    </div>
  );
}
