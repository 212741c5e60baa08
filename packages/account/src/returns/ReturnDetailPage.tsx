import { type ApiClient } from '@ornament/api-client';
import { formatBonus, formatCount, formatDate, formatPrice, returnMessages, starCountForms } from '@ornament/domain';
import { redirect } from 'next/navigation';
import * as styles from '../orders/account.css';
import { ItemImage } from '../orders/ItemImage';
import { load } from '../orders/load';
import { CancelReturn } from './CancelReturn';
import { ReturnChip } from './ReturnChip';

export interface ReturnDetailPageProps {
  client: ApiClient;
  /** Null when the path's id is not a number. */
  id: number | null;
  returnsBase: string;
  ordersBase: string;
  timeZone: string;
}

/** One return; any failure sends the shopper back to the list (spec 3 §2). */
export async function ReturnDetailPage({ client, id, returnsBase, ordersBase, timeZone }: ReturnDetailPageProps) {
  if (id === null) redirect(returnsBase);
  const result = await load(client.returns.detail(id));
  if (!result.ok) redirect(returnsBase);
  const item = result.data.data;
  const a = item.attributes;
  return (
    <article className={styles.page} aria-labelledby="return-title">
      <a href={returnsBase} className={styles.backLink}>
        ← {returnMessages.backToReturns}
      </a>
      <header className={styles.cardHead}>
        <h1 id="return-title" className={styles.heading}>
          {returnMessages.returnTitle(a['return-number'])}
        </h1>
        <span className={styles.muted}>{formatDate(a['created-at'], timeZone)}</span>
        <ReturnChip status={a.status} label={a['status-label']} />
      </header>
      {a['can-cancel'] ? <CancelReturn returnNumber={a['return-number']} /> : null}
      <section className={styles.section} aria-labelledby="return-items">
        <h2 id="return-items" className={styles.subheading}>
          {returnMessages.items}
        </h2>
        <ul className={styles.list}>
          {a.items.map((line) => (
            <li key={line['order-item-id']} className={styles.itemRow}>
              <ItemImage urlCode={line['url-code']} name={line.name} />
              <span>
                {line.name}
                <br />
                <span className={styles.muted}>{returnMessages.quantity(line.quantity)}</span>
              </span>
              <span className={styles.amount}>{formatPrice(line.price * line.quantity, a.currency)}</span>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.section}>
        <dl className={styles.facts}>
          <dt className={styles.factTerm}>{returnMessages.status}</dt>
          <dd className={styles.factValue}>{a['status-label']}</dd>
          <dt className={styles.factTerm}>{returnMessages.reason}</dt>
          <dd className={styles.factValue}>{a['reason-label']}</dd>
          {a.comment ? (
            <>
              <dt className={styles.factTerm}>{returnMessages.comment}</dt>
              <dd className={styles.factValue}>{a.comment}</dd>
            </>
          ) : null}
          {a['track-number'] ? (
            <>
              <dt className={styles.factTerm}>{returnMessages.track}</dt>
              <dd className={styles.factValue}>{a['track-number']}</dd>
            </>
          ) : null}
          <dt className={styles.factTerm}>{returnMessages.orderTerm}</dt>
          <dd className={styles.factValue}>
            <a href={`${ordersBase}${a['order-id']}/`}>{a['order-number']}</a>
          </dd>
          <dt className={`${styles.factTerm} ${styles.totalRow}`}>{returnMessages.amount}</dt>
          <dd className={`${styles.factValue} ${styles.totalRow}`}>{formatPrice(a['refund-amount'], a.currency)}</dd>
          {/* What was paid in points or by gift card goes back there, not as money. */}
          {a['refund-bonuses'] > 0 ? (
            <>
              <dt className={styles.factTerm}>{returnMessages.refundBonuses}</dt>
              <dd className={styles.factValue}>{formatBonus(a['refund-bonuses'])}</dd>
            </>
          ) : null}
          {a['refund-stars'] > 0 ? (
            <>
              <dt className={styles.factTerm}>{returnMessages.refundStars}</dt>
              <dd className={styles.factValue}>{formatCount(a['refund-stars'], starCountForms)}</dd>
            </>
          ) : null}
          {a['refund-gift-card'] > 0 ? (
            <>
              <dt className={styles.factTerm}>{returnMessages.refundGiftCard}</dt>
              <dd className={styles.factValue}>{formatPrice(a['refund-gift-card'], a.currency)}</dd>
            </>
          ) : null}
        </dl>
      </section>
    </article>
  );
}
