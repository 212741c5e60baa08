// The product page's live stock (spec 3 §7 basket quantity-by-size): the page is served from a cache
// that can be minutes old, so the basket button's chunk asks the picked size's stock and the page's
// stock line follows it when it differs. Pure, so the rule is tested.
import { lowStockLabel, productTexts } from '@ornament/domain';

/** DOM id of the stock line the live stock is shown in (StockInfo). */
export const liveStockSlotId = 'product-stock';

/** 'В наличии' with its low-stock label ('Осталось 3 шт'), or the size's (or product's) 'none left'. */
export type StockLine = { inStock: true; text: string; label: string | null } | { inStock: false; text: string; label: null };

export function stockLineOf(quantity: number, sized: boolean): StockLine {
  if (quantity <= 0) return { inStock: false, text: sized ? productTexts.sizeOutOfStock : productTexts.outOfStock, label: null };
  return { inStock: true, text: productTexts.inStock, label: lowStockLabel(quantity) };
}

/** The line to show instead of the cached page's, or null when the live stock reads the same. */
export function liveStockChange(shownQuantity: number, liveQuantity: number, sized: boolean): StockLine | null {
  const shown = stockLineOf(shownQuantity, sized);
  const live = stockLineOf(liveQuantity, sized);
  return shown.text === live.text && shown.label === live.label ? null : live;
}
