'use client';

import { type ApiClient, isApiClientError, unwrap } from '@ornament/api-client';
import { useApiClient } from '@ornament/api-client/react/client';
import type { OrderSummary } from '@ornament/api-contract';
import { formatPrice, thankYouMessages as m } from '@ornament/domain';
import { Container } from '@ornament/ui-kit/layout/Container/Container';
import { useEffect, useState } from 'react';
import { OrderStatusLive } from './OrderStatusLive';
import * as styles from './thankYou.css';
import { accountOrderPath, thankYouQuery } from './thankYouParams';

export interface ThankYouPageProps {
  /** The storefront's catalogue ('/jewelry-catalog/'): where 'Продолжить покупки' goes. */
  catalogHref: string;
}

type Orders = { ok: true; orders: OrderSummary[] } | { ok: false; status: number | undefined };

type View = { kind: 'loading' } | { kind: 'no-order' } | { kind: 'orders'; masterOrderId: number; orderId: number | null; result: Orders };

async function loadOrders(client: ApiClient, masterOrderId: number, signal: AbortSignal): Promise<Orders> {
  try {
    const { data } = unwrap(await client.orders.ofMaster(masterOrderId, { cache: 'no-store', signal }));
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

/** The orders while they load: the page's first paint (its HTML is the same for every shopper). */
function Loading() {
  return (
    <>
      <h1 className={styles.title}>{m.title}</h1>
      <p className={styles.muted} aria-busy="true">
        {m.loading}
      </p>
      <div className={styles.skeleton} />
    </>
  );
}

function OrderList({ orders, orderId }: { orders: OrderSummary[]; orderId: number | null }) {
  return (
    <ul className={styles.list} aria-label={m.title}>
      {orders.map((order) => (
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
  );
}

function OrdersOfMaster({ view }: { view: Extract<View, { kind: 'orders' }> }) {
  const { result, masterOrderId, orderId } = view;
  const missing = result.ok && result.orders.length === 0;
  return (
    <>
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
          <OrderList orders={result.orders} orderId={orderId} />
        </>
      )}
    </>
  );
}

/**
 * /basket/thank-you/?masterOrderId=…[&orderId=…] (spec 3 §3): the checkout's orders by master id
 * (GET v3/order/?filter[master_order_id]=), each linked to the account; an order still waiting for
 * its online payment follows it (OrderStatusLive). The page is a cached shell, the same for everyone:
 * the query and the orders (the shopper's own, by the session) are read in the browser.
 */
export function ThankYouPage({ catalogHref }: ThankYouPageProps) {
  const client = useApiClient();
  const [view, setView] = useState<View>({ kind: 'loading' });
  useEffect(() => {
    const { masterOrderId, orderId } = thankYouQuery(Object.fromEntries(new URLSearchParams(window.location.search)));
    if (masterOrderId === null) {
      setView({ kind: 'no-order' });
      return;
    }
    const controller = new AbortController();
    void loadOrders(client, masterOrderId, controller.signal).then((result) => {
      if (!controller.signal.aborted) setView({ kind: 'orders', masterOrderId, orderId, result });
    });
    return () => controller.abort();
  }, [client]);
  return (
    <Container className={styles.frame}>
      {view.kind === 'loading' ? (
        <Loading />
      ) : view.kind === 'no-order' ? (
        <>
          <h1 className={styles.title}>{m.missing}</h1>
          <p className={styles.muted}>{m.missingText}</p>
        </>
      ) : (
        <OrdersOfMaster view={view} />
      )}
      <Actions catalogHref={catalogHref} />
    </Container>
  );
}
