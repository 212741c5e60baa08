import type { ApiClient } from '@ornament/api-client';
import type { OrderDetail } from '@ornament/api-contract';
import { formatDate, formatPrice, orderMessages } from '@ornament/domain';
import { Button } from '@ornament/ui-kit';
import { redirect } from 'next/navigation';
import * as styles from './account.css';
import { CancelOrder } from './CancelOrder';
import { isDetailError, load, loadOrderLines } from './load';
import { OrderFacts } from './OrderFacts';
import { orderListPath } from './orderPaths';
import { ItemImage, NoItemImage } from './ItemImage';
import { PaymentMethodForm } from './PaymentMethodForm';
import { ProductInfoDisclosure } from './ProductInfoDisclosure';
import { ProlongReserve } from './ProlongReserve';
import { StatusChip } from './StatusChip';

export interface OrderDetailPageProps {
  client: ApiClient;
  /** Null when the path's id is not a number: nothing to ask the API, the order does not exist. */
  id: number | null;
  /** '/personal/orders/'. */
  ordersBase: string;
  /** '/personal/returns/'. */
  returnsBase: string;
  timeZone: string;
  /** Opened from the completed tab (`?status=completed`): read as a completed order (final-order/{id}). */
  completed: boolean;
}

/**
 * One order (spec 3 §4): 404/403 → 'Заказ не найден'; any other failure → back to the list (spec 3
 * §2). A completed order (S3.7.28) is read through final-order/{id}, and any failure to load it,
 * an order that is not completed among them, goes back to the completed tab.
 */
export async function OrderDetailPage({ client, id, ordersBase, returnsBase, timeZone, completed }: OrderDetailPageProps) {
  if (id === null) return <OrderNotFound ordersBase={ordersBase} />;
  const result = await load(completed ? client.orders.finalDetail(id) : client.orders.detail(id));
  if (!result.ok) {
    if (completed) redirect(orderListPath(ordersBase, 'completed'));
    if (isDetailError(result.status)) return <OrderNotFound ordersBase={ordersBase} />;
    redirect(ordersBase);
  }
  const order = result.data.data;
  const a = order.attributes;
  // S3.7.16: the items' current product cards, one call for all, beside the cancel reasons.
  const [reasons, lines] = await Promise.all([a.actions['can-cancel'] ? load(client.orders.cancelReasons()) : null, loadOrderLines(client, a.items)]);
  return (
    <article className={styles.page} aria-labelledby="order-title">
      <a href={ordersBase} className={styles.backLink}>
        ← {orderMessages.backToOrders}
      </a>
      <header className={styles.cardHead}>
        <h1 id="order-title" className={styles.heading}>
          {orderMessages.orderTitle(a['order-number'])}
        </h1>
        <span className={styles.muted}>{orderMessages.from(formatDate(a['created-at'], timeZone))}</span>
        <StatusChip label={a['status-label']} colour={a['status-colour']} />
      </header>
      <OrderActions order={order} returnsBase={returnsBase} reasons={reasons?.ok ? reasons.data.data : []} timeZone={timeZone} />
      <section className={styles.section} aria-labelledby="order-items">
        <h2 id="order-items" className={styles.subheading}>
          {orderMessages.items}
        </h2>
        <ul className={styles.list}>
          {lines.map(({ item, name, href, image, productId }) => (
            <li key={item.id} className={styles.itemRow}>
              {image ? <ItemImage urlCode={item['url-code']} name={name} src={image} /> : <NoItemImage />}
              {/* A block (not a span): it holds the «Подробнее о товаре» disclosure. */}
              <div>
                {href ? (
                  <a href={href} className={styles.itemName}>
                    {name}
                  </a>
                ) : (
                  <span className={styles.itemName}>{name}</span>
                )}
                <br />
                <span className={styles.muted}>
                  {[item.size ? orderMessages.size(item.size) : null, orderMessages.quantity(item.quantity)].filter(Boolean).join(' · ')}
                </span>
                {productId !== null ? <ProductInfoDisclosure productId={productId} /> : null}
              </div>
              <span className={styles.amount}>{formatPrice(item.price * item.quantity, a.currency)}</span>
            </li>
          ))}
        </ul>
      </section>
      <OrderFacts order={order} timeZone={timeZone} returnsBase={returnsBase} />
    </article>
  );
}

function OrderActions({ order, returnsBase, reasons, timeZone }: { order: OrderDetail; returnsBase: string; reasons: readonly { code: string; label: string }[]; timeZone: string }) {
  const a = order.attributes;
  const can = a.actions;
  if (!can['can-cancel'] && !can['can-change-payment'] && !can['can-prolong'] && !can['can-return']) return null;
  return (
    <div className={styles.actions}>
      {can['can-return'] ? (
        <>
          <Button href={`${returnsBase}new/?order=${order.id}`}>{orderMessages.createReturn}</Button>
          {a['return-until'] ? <span className={styles.muted}>{orderMessages.returnUntil(formatDate(a['return-until'], timeZone))}</span> : null}
        </>
      ) : null}
      {can['can-prolong'] ? <ProlongReserve orderId={order.id} /> : null}
      {can['can-cancel'] ? <CancelOrder orderId={order.id} reasons={reasons} /> : null}
      {can['can-change-payment'] ? <PaymentMethodForm orderNumber={a['order-number']} current={a.payment.method} methods={a['payment-methods']} /> : null}
    </div>
  );
}

function OrderNotFound({ ordersBase }: { ordersBase: string }) {
  return (
    <section className={styles.notice} role="alert">
      <h1 className={styles.heading}>{orderMessages.notFound}</h1>
      <p className={styles.muted}>{orderMessages.notFoundText}</p>
      <a href={ordersBase} className={styles.backLink}>
        ← {orderMessages.backToOrders}
      </a>
    </section>
  );
}
