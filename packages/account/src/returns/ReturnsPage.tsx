import type { ApiClient } from '@ornament/api-client';
import { formatDate, formatPrice, returnMessages } from '@ornament/domain';
import * as styles from '../orders/account.css';
import { load } from '../orders/load';
import { Pager } from '../orders/Pager';
import { ReturnChip } from './ReturnChip';

export interface ReturnsPageProps {
  client: ApiClient;
  page: number;
  /** '/personal/returns/'. */
  base: string;
  timeZone: string;
}

/** /personal/returns/: the shopper's returns, newest first, with pages. */
export async function ReturnsPage({ client, page, base, timeZone }: ReturnsPageProps) {
  const result = await load(client.returns.list(page));
  return (
    <section className={styles.page} aria-labelledby="returns-title">
      <h1 id="returns-title" className={styles.heading}>
        {returnMessages.pageTitle}
      </h1>
      {!result.ok ? (
        <div className={styles.notice} role="alert">
          <p className={styles.error}>{returnMessages.loadFailed}</p>
        </div>
      ) : result.data.data.length === 0 ? (
        <div className={styles.notice}>
          <p>{returnMessages.empty}</p>
          <Pager base={base} current={result.data.meta['current-page']} count={result.data.meta['page-count']} />
        </div>
      ) : (
        <>
          <ul className={styles.list}>
            {result.data.data.map((item) => {
              const a = item.attributes;
              return (
                <li key={item.id}>
                  <a href={`${base}${item.id}/`} className={styles.card}>
                    <div className={styles.cardHead}>
                      <span className={styles.cardTitle}>{returnMessages.returnTitle(a['return-number'])}</span>
                      <span className={styles.muted}>
                        {returnMessages.forOrder(a['order-number'])} · {formatDate(a['created-at'], timeZone)}
                      </span>
                      <ReturnChip status={a.status} label={a['status-label']} />
                    </div>
                    <span className={styles.amount}>{formatPrice(a['refund-amount'], a.currency)}</span>
                  </a>
                </li>
              );
            })}
          </ul>
          <Pager base={base} current={result.data.meta['current-page']} count={result.data.meta['page-count']} />
        </>
      )}
    </section>
  );
}
