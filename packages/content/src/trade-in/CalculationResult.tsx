import type { TradeInCalculateResult } from '@ornament/api-client';
import { formatPrice, tradeInMessages as m } from '@ornament/domain';
import * as forms from '../forms/forms.css';
import * as styles from './tradeIn.css';

/** Spec 2 §4: status true shows the figures, false the server's message. */
export function CalculationResult({ result }: { result: TradeInCalculateResult }) {
  if (!result.status) {
    return (
      <div className={forms.resultFailure} role="alert">
        <p className={forms.resultText}>{result.message}</p>
      </div>
    );
  }
  const money = (value: number) => formatPrice(value, result.currency);
  return (
    <div className={forms.resultSuccess} role="status" aria-label={m.resultTitle}>
      <p className={forms.resultTitle}>{m.resultTitle}</p>
      <dl className={styles.figures}>
        <dt>{m.jewelryValue}</dt>
        <dd className={styles.figureValue}>{money(result.jewelryValue)}</dd>
        <dt>{m.productsTotal}</dt>
        <dd className={styles.figureValue}>{money(result.productsTotal)}</dd>
        <dt>{m.credit}</dt>
        <dd className={styles.figureValue}>{money(result.credit)}</dd>
        <dt>{m.toPay}</dt>
        <dd className={styles.figureValue}>{money(result.toPay)}</dd>
      </dl>
      {result.capped ? <p className={styles.muted}>{m.capNote(result.maxCreditPercent)}</p> : null}
    </div>
  );
}
