import type { OrderSummary } from '@ornament/api-contract';
import { formatDate, formatPrice, orderMessages } from '@ornament/domain';
import * as styles from './account.css';
import { ItemImage } from './ItemImage';
import { orderDetailPath } from './orderPaths';
import { StatusChip } from './StatusChip';

/** `completed`: a card of the completed tab, whose detail is read as a completed order (S3.7.28). */
export function OrderCard({ order, base, completed, timeZone }: { order: OrderSummary; base: string; completed: boolean; timeZone: string }) {
  const a = order.attributes;
  const more = a['items-count'] - a.items.length;
  return (
    <li>
      <a href={orderDetailPath(base, order.id, completed)} className={styles.card}>
        <div className={styles.cardHead}>
          <span className={styles.cardTitle}>{orderMessages.orderTitle(a['order-number'])}</span>
          <span className={styles.muted}>{orderMessages.from(formatDate(a['created-at'], timeZone))}</span>
          <StatusChip label={a['status-label']} colour={a['status-colour']} />
        </div>
        <div className={styles.cardSide}>
          <span className={styles.thumbs}>
            {a.items.map((item) => (
              <ItemImage key={`${item.article}-${item['url-code']}`} urlCode={item['url-code']} name={item.name} />
            ))}
            {more > 0 ? <span className={styles.thumbMore}>{orderMessages.more(more)}</span> : null}
          </span>
          <span className={styles.amount}>{formatPrice(a.total, a.currency)}</span>
        </div>
      </a>
    </li>
  );
}
