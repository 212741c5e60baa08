import type { ApiClient } from '@ornament/api-client';
import { orderMessages, returnMessages, returnReasons } from '@ornament/domain';
import * as styles from '../orders/account.css';
import { isDetailError, load } from '../orders/load';
import { ReturnForm } from './ReturnForm';
import { returnLinesOf, tendersOf } from './returnForm';

export interface NewReturnPageProps {
  client: ApiClient;
  /** The order from `?order=`; absent or not a number shows the not-found state. */
  orderId: number | null;
  ordersBase: string;
  returnsBase: string;
}

/** /personal/returns/new/?order={id}: the return form for a completed order still inside the return window. */
export async function NewReturnPage({ client, orderId, ordersBase, returnsBase }: NewReturnPageProps) {
  const result = orderId === null ? null : await load(client.orders.detail(orderId));
  if (!result || !result.ok) {
    return (
      <section className={styles.notice} role="alert">
        <h1 className={styles.heading}>{result && !isDetailError(result.status) ? orderMessages.loadFailed : orderMessages.notFound}</h1>
        <a href={ordersBase} className={styles.backLink}>
          ← {orderMessages.backToOrders}
        </a>
      </section>
    );
  }
  const order = result.data.data;
  const lines = returnLinesOf(order);
  const orderHref = `${ordersBase}${order.id}/`;
  return (
    <section className={styles.page} aria-labelledby="return-form-title">
      <a href={orderHref} className={styles.backLink}>
        ← {orderMessages.orderTitle(order.attributes['order-number'])}
      </a>
      <h1 id="return-form-title" className={styles.heading}>
        {returnMessages.formTitle(order.attributes['order-number'])}
      </h1>
      {!order.attributes.actions['can-return'] || lines.length === 0 ? (
        <div className={styles.notice}>
          <p>{lines.length === 0 ? returnMessages.nothingToReturn : returnMessages.notReturnable}</p>
        </div>
      ) : (
        <ReturnForm orderId={order.id} lines={lines} reasons={returnReasons} currency={order.attributes.currency} tenders={tendersOf(order)} returnsBase={returnsBase} />
      )}
    </section>
  );
}
