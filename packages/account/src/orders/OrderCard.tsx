import { type OrderSummary } from '@ornament/api-contract';
import { formatDate, formatPrice, orderMessages } from '@ornament/domain';
import * as styles from './account.css';
import { ItemImage } from './ItemImage';
import { StatusChip } from './StatusChip';

export function OrderCard({ order, base, timeZone }: { order: OrderSummary; base: string; timeZone: string }) {
  const a = order.attributes;
  const more = a['items-count'] - a.items.length;
  return (
    <li>
      <a href={`${base}${order.id}/`} className={styles.card}>
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
