import { type CurrencyCode, type RefundSplit, formatBonus, formatCount, formatPrice, returnMessages, starCountForms } from '@ornament/domain';
import * as styles from '../orders/account.css';

/**
 * A return's refund as rows of a <dl>: the money, then what was paid in points or by gift card and
 * goes back there, not as money (domain refundSplit). The return form's preview and the return's page.
 */
export function RefundFacts({ split, currency }: { split: RefundSplit; currency: CurrencyCode }) {
  return (
    <>
      <dt className={`${styles.factTerm} ${styles.totalRow}`}>{returnMessages.amount}</dt>
      <dd className={`${styles.factValue} ${styles.totalRow}`}>{formatPrice(split.money, currency)}</dd>
      {split.bonuses > 0 ? (
        <>
          <dt className={styles.factTerm}>{returnMessages.refundBonuses}</dt>
          <dd className={styles.factValue}>{formatBonus(split.bonuses)}</dd>
        </>
      ) : null}
      {split.stars > 0 ? (
        <>
          <dt className={styles.factTerm}>{returnMessages.refundStars}</dt>
          <dd className={styles.factValue}>{formatCount(split.stars, starCountForms)}</dd>
        </>
      ) : null}
      {split.giftCard > 0 ? (
        <>
          <dt className={styles.factTerm}>{returnMessages.refundGiftCard}</dt>
          <dd className={styles.factValue}>{formatPrice(split.giftCard, currency)}</dd>
        </>
      ) : null}
    </>
  );
}
