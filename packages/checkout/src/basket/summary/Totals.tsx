import { basketPageMessages as m } from '@ornament/domain';
import type { TotalsView } from '../view/totals';
import * as styles from './summary.css';

/** The order summary: items, discount, delivery, bonuses, stars, gift card and the total to pay. */
export function Totals({ view, promotion }: { view: TotalsView; promotion?: string | null }) {
  return (
    <>
      <dl className={styles.rows}>
        {view.rows.map((row) => (
          <div key={row.key} className={styles.row}>
            <dt className={styles.term}>{row.label}</dt>
            <dd className={`${styles.value} ${row.tone === 'discount' ? styles.discount : ''}`}>{row.value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.total}>
        <span>{m.total}</span>
        <span className={styles.value} data-basket-total>
          {view.total}
        </span>
      </p>
      {view.freeDelivery ? <p className={styles.note}>{view.freeDelivery}</p> : null}
      {promotion ? <p className={styles.note}>{promotion}</p> : null}
    </>
  );
}
