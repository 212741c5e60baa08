// Which list each line belongs in (spec 3 §3): deleted lines; lines not sold in this currency
// (notAvailableList); lines with nothing in stock, catalogue and packaging products in KZ included
// (notAvailableInStock); the rest are live, their quantity capped at the stock with the warning
// 'Доступное количество товара для заказа уменьшилось'.
import { basketMessages } from '@ornament/domain';
import type { LineRow } from './repository/lines';

export type LineList = 'product' | 'notAvailable' | 'notInStock' | 'deleted';

export interface ClassifiedLine {
  row: LineRow;
  list: LineList;
  /** What the shopper is shown and would order: the stored quantity capped at the stock. */
  quantity: number;
  warning: string | null;
}

export function classifyLine(row: LineRow, brand: 'main' | 'diamant'): ClassifiedLine {
  if (row.isDeleted) return { row, list: 'deleted', quantity: row.quantity, warning: null };
  // The diamond storefront sells only its brand; a price missing in the currency = not sold here.
  if (row.price === null || (brand === 'diamant' && row.brand !== 'diamant')) return { row, list: 'notAvailable', quantity: row.quantity, warning: null };
  if (row.stock <= 0) return { row, list: 'notInStock', quantity: row.quantity, warning: null };
  if (row.stock < row.quantity) return { row, list: 'product', quantity: row.stock, warning: basketMessages.quantityDecreased };
  return { row, list: 'product', quantity: row.quantity, warning: null };
}

/** The stored quantity the shopper last saw differs from what the basket holds now. */
export function hasChanged(line: ClassifiedLine): boolean {
  return line.list === 'product' && line.row.seenQuantity !== null && line.row.seenQuantity !== line.quantity;
}
