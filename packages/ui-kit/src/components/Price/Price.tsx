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
  /**
   * The old price and discount on a line of their own (a listing's card). Wrapped only where the line
   * ran out, the block's height followed the font: when Inter replaced its stand-in, cards on sale went
   * from one line to two and moved the rows below them (the diamond catalogue's CLS 0.03).
   */
  stacked?: boolean | undefined;
}

/** A price in the storefront's currency ('12 990 ₽'), with the old price and discount when on sale. */
export function Price({ amount, currency, oldAmount, discount, size = 'm', stacked = false }: PriceProps) {
  const onSale = oldAmount != null && oldAmount > amount;
  const current = [styles.current, onSale ? styles.currentOnSale : '', onSale && stacked ? styles.currentAlone : ''].filter(Boolean).join(' ');
  return (
    <span className={`${styles.price} ${styles.size[size]}`}>
      <span className={current}>
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
