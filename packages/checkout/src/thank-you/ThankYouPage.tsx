import { type ApiClient, isApiClientError, unwrap } from '@ornament/api-client';
import type { OrderSummary } from '@ornament/api-contract';
import { formatPrice, thankYouMessages as m } from '@ornament/domain';
import { Container } from '@ornament/ui-kit/layout/Container/Container';
import { OrderStatusLive } from './OrderStatusLive';
import * as styles from './thankYou.css';
import { accountOrderPath, type ThankYouQuery } from './thankYouParams';

export interface ThankYouPageProps {
  client: ApiClient;
  query: ThankYouQuery;
  /** The storefront's catalogue ('/jewelry-catalog/'): where 'Продолжить покупки' goes. */
  catalogHref: string;
}

type Orders = { ok: true; orders: OrderSummary[] } | { ok: false; status: number | undefined };

async function loadOrders(client: ApiClient, masterOrderId: number): Promise<Orders> {
  try {
    const { data } = unwrap(await client.orders.ofMaster(masterOrderId, { cache: 'no-store' }));
    return { ok: true, orders: data };
  } catch (error) {
    return { ok: false, status: isApiClientError(error) ? error.status : undefined };
  }
}

function Actions({ catalogHref }: { catalogHref: string }) {
  return (
    <div className={styles.actions}>
      <a className={styles.primaryLink} href="/personal/orders/">
        {m.toAccount}
      </a>
      <a className={styles.link} href={catalogHref}>
        {m.toCatalog}
      </a>
    </div>
  );
}

/**
 * /basket/thank-you: the checkout's orders by master id (GET v3/order/?filter[master_order_id]=), each
 * linked to the account; an order still waiting for its online payment follows it (OrderStatusLive).
 */
export async function ThankYouPage({ client, query, catalogHref }: ThankYouPageProps) {
  const { masterOrderId, orderId } = query;
  if (masterOrderId === null) {
    return (
      <Container className={styles.frame}>
        <h1 className={styles.title}>{m.missing}</h1>
        <p className={styles.muted}>{m.missingText}</p>
        <Actions catalogHref={catalogHref} />
      </Container>
    );
  }
  const result = await loadOrders(client, masterOrderId);
  const missing = result.ok && result.orders.length === 0;
  return (
    <Container className={styles.frame}>
      <h1 className={styles.title}>{missing ? m.missing : m.title}</h1>
      <p className={styles.lead}>{m.masterOrder(String(masterOrderId))}</p>
      {!result.ok ? (
        <p className={styles.error} role="alert">
          {m.loadFailed}
        </p>
      ) : missing ? (
        <p className={styles.muted}>{m.missingText}</p>
      ) : (
        <>
          <p className={styles.muted}>{m.ordersText}</p>
          <ul className={styles.list} aria-label={m.title}>
            {result.orders.map((order) => (
              <li key={order.id}>
                <a className={styles.order} href={accountOrderPath(order.id)} aria-current={order.id === orderId ? 'true' : undefined}>
                  <span>
                    <span className={styles.orderTitle}>{m.orderNumber(order.attributes['order-number'])}</span>
                    <span className={styles.muted}>
                      {' · '}
                      {order.attributes['display-state'] === 'payment' ? <OrderStatusLive orderId={order.id} label={order.attributes['status-label']} /> : order.attributes['status-label']}
                    </span>
                  </span>
                  <span className={styles.amount}>{formatPrice(order.attributes.total, order.attributes.currency)}</span>
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
      <Actions catalogHref={catalogHref} />
    </Container>
  );
}

/** The route's loading state (loading.tsx) while the orders load. */
export function ThankYouLoading() {
  return (
    <Container className={styles.frame}>
      <h1 className={styles.title}>{m.title}</h1>
      <p className={styles.muted} aria-busy="true">
        {m.loading}
      </p>
      <div className={styles.skeleton} />
    </Container>
  );
}
