import type { ShownPrice } from '../livePrice/livePrice';

/** Plain data from the server for the product page's basket button (texts come from the server, so the first load carries none). */
export interface BasketButtonProps {
  article: string;
  /** The URL-picked size; '' for a product without sizes. */
  size: string;
  /** The button's class (the ui-kit primary button, computed on the server). */
  className: string;
  /** The note under the button (an add that failed). */
  noteClassName: string;
  labels: { add: string; adding: string; inBasket: string };
  /** The price the cached page shows for the size: the live price replaces it when it differs. */
  shownPrice: ShownPrice;
  /** The units the page counts for the size: checked against quantity-by-size once the button's code loads. */
  shownQuantity: number;
}
