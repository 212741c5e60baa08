import { breakpoints } from '@ornament/domain';

export const gridDensities = ['regular', 'sparse'] as const;
export type GridDensity = (typeof gridDensities)[number];

/** Columns per breakpoint (BRANDS.md): regular 2 / 3 from 768 / 4 from 1280 / 5 from 1440; sparse one step fewer from 768. */
export const gridColumns: Readonly<Record<GridDensity, { base: number; tablet: number; wide: number; xl: number }>> = {
  regular: { base: 2, tablet: 3, wide: 4, xl: 5 },
  sparse: { base: 2, tablet: 2, wide: 3, xl: 4 },
};

const containerMax = 1440;

/**
 * The `sizes` attribute for a card image in the grid, so the browser fetches the smallest fitting
 * file. Above the container's maximum the column width stops growing.
 */
export function productGridSizes(density: GridDensity = 'regular'): string {
  const columns = gridColumns[density];
  return [
    `(min-width: ${containerMax}px) ${Math.round(containerMax / columns.xl)}px`,
    `(min-width: ${breakpoints.wide}px) ${Math.round(100 / columns.wide)}vw`,
    `(min-width: ${breakpoints.tablet}px) ${Math.round(100 / columns.tablet)}vw`,
    `${Math.round(100 / columns.base)}vw`,
  ].join(', ');
}

/** How many cards make the first row at the widest layout: those images load eagerly. */
export function firstRowCount(density: GridDensity = 'regular'): number {
  return gridColumns[density].xl;
}
