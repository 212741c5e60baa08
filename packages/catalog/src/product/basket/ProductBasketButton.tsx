import { basketButtonMessages, productTexts } from '@ornament/domain';
import type { ShownPrice } from '../livePrice/livePrice';
import * as styles from '../sections.css';
import { AddToBasket } from './AddToBasket';
import { basketButton as className } from './basketButton.css';

export interface ProductBasketButtonProps {
  article: string;
  /** The URL-picked size; '' for a product without sizes. */
  size: string;
  /** A sized product without a picked size: the button leads to the sizes and their prompt. */
  needsPick: boolean;
  /** The picked size (or the product) is in stock; otherwise the page offers back-in-stock instead. */
  inStock: boolean;
  /** The price the page shows for the size (checked against the live one once the button's code loads). */
  shownPrice: ShownPrice;
  /** The units the page counts for the size (checked against the live stock likewise). */
  shownQuantity: number;
}

/**
 * «В корзину» (spec 2 §5). Without a picked size it is a link to the sizes, where the page already
 * says 'Выберите размер' — no script needed; with one, the small client leaf adds to the basket.
 */
export function ProductBasketButton({ article, size, needsPick, inStock, shownPrice, shownQuantity }: ProductBasketButtonProps) {
  if (needsPick) {
    return (
      <a href="#product-size-title" className={className} aria-describedby="product-size-prompt" title={productTexts.pickSize}>
        {basketButtonMessages.addToBasket}
      </a>
    );
  }
  if (!inStock) return null;
  const labels = { add: basketButtonMessages.addToBasket, adding: basketButtonMessages.adding, inBasket: basketButtonMessages.inBasket };
  return (
    <div className={styles.block}>
      <AddToBasket article={article} size={size} className={className} noteClassName={styles.prompt} labels={labels} shownPrice={shownPrice} shownQuantity={shownQuantity} />
    </div>
  );
}
