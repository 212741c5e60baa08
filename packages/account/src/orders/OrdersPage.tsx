import type { ApiClient } from '@ornament/api-client';
import { type OrderStatusGroup, orderMessages } from '@ornament/domain';
import * as styles from './account.css';
import { load } from './load';
import { OrderCard } from './OrderCard';
import { orderListPath } from './orderPaths';
import { Pager } from './Pager';
import { QrBlock } from './QrBlock';

export interface OrdersPageProps {
  client: ApiClient;
  status: OrderStatusGroup;
  page: number;
  /** '/personal/orders/'. */
  base: string;
  timeZone: string;
}

const tabs: readonly { status: OrderStatusGroup; label: string; empty: string }[] = [
  { status: 'active', label: orderMessages.tabActive, empty: orderMessages.emptyActive },
  { status: 'completed', label: orderMessages.tabCompleted, empty: orderMessages.emptyCompleted },
];

/** /personal/orders/: the status tabs, one page of order cards, the pager and the in-store QR code. */
export async function OrdersPage({ client, status, page, base, timeZone }: OrdersPageProps) {
  // S3.7.26: the completed tab reads final-orders, the call the spec gives it.
  const result = await load(status === 'completed' ? client.orders.finalList(page) : client.orders.list(status, page));
  const current = tabs.find((tab) => tab.status === status) ?? tabs[0]!;
  return (
    <section className={styles.page} aria-labelledby="orders-title">
      <h1 id="orders-title" className={styles.heading}>
        {orderMessages.pageTitle}
      </h1>
      <nav className={styles.tabs} aria-label={orderMessages.pageTitle}>
        {tabs.map((tab) => (
          <a key={tab.status} href={orderListPath(base, tab.status)} className={styles.tab} aria-current={tab.status === status ? 'page' : undefined}>
            {tab.label}
          </a>
        ))}
      </nav>
      {!result.ok ? (
        <div className={styles.notice} role="alert">
          <p className={styles.error}>{orderMessages.loadFailed}</p>
          <a href={base} className={styles.backLink}>
            {orderMessages.tryAgain}
          </a>
        </div>
      ) : result.data.data.length === 0 ? (
        <div className={styles.notice}>
          <p>{result.data.meta['total-count'] === 0 ? current.empty : orderMessages.empty}</p>
        </div>
      ) : (
        <>
          <ul className={styles.list}>
            {result.data.data.map((order) => (
              <OrderCard key={order.id} order={order} base={base} completed={status === 'completed'} timeZone={timeZone} />
            ))}
          </ul>
          <Pager base={base} params={{ status: status === 'active' ? undefined : status }} current={result.data.meta['current-page']} count={result.data.meta['page-count']} />
        </>
      )}
      {result.ok ? <QrBlock client={client} timeZone={timeZone} /> : null}
    </section>
  );
}
