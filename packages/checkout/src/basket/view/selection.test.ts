import { describe, expect, it } from 'vitest';
import { line } from '../testing/basketFixture';
import { maxQuantityOf, selectAllRequest, selectionOf, steppedQuantity } from './selection';

describe('selectionOf', () => {
  it('counts selected lines and units', () => {
    const view = selectionOf([line({ id: 1, quantity: 2 }), line({ id: 2, isSelected: false }), line({ id: 3, quantity: 3 })]);
    expect(view).toEqual({ ids: [1, 2, 3], selectedIds: [1, 3], allSelected: false, partlySelected: true, selectedUnits: 5 });
  });

  it('an empty list is neither all nor partly selected', () => {
    expect(selectionOf([])).toMatchObject({ allSelected: false, partlySelected: false, selectedUnits: 0 });
  });

  it('select all selects every line unless all are selected, then unselects them', () => {
    expect(selectAllRequest(selectionOf([line({ id: 1 }), line({ id: 2, isSelected: false })]))).toEqual({ ids: [1, 2], isSelected: true });
    expect(selectAllRequest(selectionOf([line({ id: 1 }), line({ id: 2 })]))).toEqual({ ids: [1, 2], isSelected: false });
  });
});

describe('quantity stepper', () => {
  it('stays within 1 and the stock', () => {
    expect(steppedQuantity(line({ quantity: 1, quantityAvailable: 3 }), -1)).toBeNull();
    expect(steppedQuantity(line({ quantity: 1, quantityAvailable: 3 }), 1)).toBe(2);
    expect(steppedQuantity(line({ quantity: 3, quantityAvailable: 3 }), 1)).toBeNull();
    expect(steppedQuantity(line({ quantity: 3, quantityAvailable: 3 }), -1)).toBe(2);
  });

  it('caps at 99 and never below 1 when stock is gone', () => {
    expect(maxQuantityOf({ quantityAvailable: 500 })).toBe(99);
    expect(maxQuantityOf({ quantityAvailable: 0 })).toBe(1);
  });
});
