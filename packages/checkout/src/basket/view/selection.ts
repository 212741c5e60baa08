// Select / select all (spec 3 §3 isSelected): the order takes the selected lines of productList.
import type { BasketProduct } from '@ornament/api-contract';

export interface SelectionView {
  /** Every line of the live list (the ones 'select all' names). */
  ids: number[];
  selectedIds: number[];
  allSelected: boolean;
  /** Some but not all: the 'select all' box shows as mixed. */
  partlySelected: boolean;
  /** Units of the selected lines. */
  selectedUnits: number;
}

export function selectionOf(lines: readonly BasketProduct[]): SelectionView {
  const selected = lines.filter((line) => line.isSelected);
  return {
    ids: lines.map((line) => line.id),
    selectedIds: selected.map((line) => line.id),
    allSelected: lines.length > 0 && selected.length === lines.length,
    partlySelected: selected.length > 0 && selected.length < lines.length,
    selectedUnits: selected.reduce((sum, line) => sum + line.quantity, 0),
  };
}

/** What a click on 'select all' sends: select every line unless all are selected already. */
export function selectAllRequest(view: SelectionView): { ids: number[]; isSelected: boolean } {
  return { ids: view.ids, isSelected: !view.allSelected };
}

/** The quantity a line's stepper may reach: its stock, at most 99, never below 1. */
export function maxQuantityOf(line: Pick<BasketProduct, 'quantityAvailable'>, ceiling = 99): number {
  return Math.max(1, Math.min(line.quantityAvailable, ceiling));
}

/** The quantity a stepper click asks for, or null when the click would leave the range. */
export function steppedQuantity(line: Pick<BasketProduct, 'quantity' | 'quantityAvailable'>, step: 1 | -1): number | null {
  const next = line.quantity + step;
  if (next < 1 || next > maxQuantityOf(line)) return null;
  return next;
}
