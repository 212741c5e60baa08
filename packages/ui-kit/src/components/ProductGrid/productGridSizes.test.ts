import { describe, expect, it } from 'vitest';
import { firstRowCount, gridColumns, productGridSizes } from './productGridSizes';

describe('product grid columns and sizes', () => {
  it('regular grid: 2, 3 from 768, 4 from 1280, 5 from 1440', () => {
    expect(gridColumns.regular).toEqual({ base: 2, tablet: 3, wide: 4, xl: 5 });
    expect(productGridSizes('regular')).toBe('(min-width: 1440px) 288px, (min-width: 1280px) 25vw, (min-width: 768px) 33vw, 50vw');
  });

  it('sparse grid is one step sparser from 768', () => {
    expect(gridColumns.sparse.tablet).toBe(gridColumns.regular.tablet - 1);
    expect(gridColumns.sparse.xl).toBe(gridColumns.regular.xl - 1);
    expect(productGridSizes('sparse')).toContain('(min-width: 768px) 50vw');
  });

  it('the first row is the widest layout’s column count', () => {
    expect(firstRowCount('regular')).toBe(5);
    expect(firstRowCount('sparse')).toBe(4);
  });
});
