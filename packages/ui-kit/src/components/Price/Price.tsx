import { formatPrice, type CurrencyCode } from '@ornament/domain';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Price.css';

export interface PriceProps {
  amount: number;
  currency: CurrencyCode;
  /** The price before the discount; shown struck through only when higher than `amount`. */
  oldAmount?: number | null | undefined;
  /** Percent off, as the catalogue sends it; shown only with an old price. */
  discount?: number | null | undefined;
  size?: keyof typeof styles.size;
}

/** A price in the storefront's currency ('12 990 ₽'), with the old price and discount when on sale. */
export function Price({ amount, currency, oldAmount, discount, size = 'm' }: PriceProps) {
  const onSale = oldAmount != null && oldAmount > amount;
  return (
    <span className={`${styles.price} ${styles.size[size]}`}>
      <span className={onSale ? `${styles.current} ${styles.currentOnSale}` : styles.current}>
        {onSale ? <VisuallyHidden>Цена со скидкой: </VisuallyHidden> : null}
        {formatPrice(amount, currency)}
      </span>
      {onSale ? (
        <s className={styles.old}>
          <VisuallyHidden>Старая цена: </VisuallyHidden>
          {formatPrice(oldAmount, currency)}
        </s>
      ) : null}
      {onSale && discount ? <span className={styles.discount}>−{discount}%</span> : null}
    </span>
  );
}
