import type { ApiClient } from '@ornament/api-client';
import { formatDate, formatPrice, returnMessages } from '@ornament/domain';
import { redirect } from 'next/navigation';
import * as styles from '../orders/account.css';
import { ItemImage } from '../orders/ItemImage';
import { load } from '../orders/load';
import { CancelReturn } from './CancelReturn';
import { RefundFacts } from './RefundFacts';
import { refundMethodText } from './refundMethodText';
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
          <RefundFacts split={{ money: a['refund-amount'], bonuses: a['refund-bonuses'], stars: a['refund-stars'], giftCard: a['refund-gift-card'] }} currency={a.currency} />
          <dt className={styles.factTerm}>{returnMessages.refundMethod}</dt>
          <dd className={styles.factValue}>{refundMethodText(a, timeZone)}</dd>
        </dl>
      </section>
    </article>
  );
}
