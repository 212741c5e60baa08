import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { media } from '../../styles/breakpoints';
import { vars } from '../../themes/contract.css';
import { gridColumns } from './productGridSizes';

const columns = (n: number) => `repeat(${n}, minmax(0, 1fr))`;

export const grid = recipe({
  base: {
    display: 'grid',
    listStyle: 'none',
    margin: 0,
    padding: 0,
    columnGap: vars.space.xs,
    rowGap: vars.space.l,
    '@media': { [media.tablet]: { columnGap: vars.layout.gridGap, rowGap: vars.space.xl } },
  },
  variants: {
    density: {
      regular: {
        gridTemplateColumns: columns(gridColumns.regular.base),
        '@media': {
          [media.tablet]: { gridTemplateColumns: columns(gridColumns.regular.tablet) },
          [media.wide]: { gridTemplateColumns: columns(gridColumns.regular.wide) },
          [media.xl]: { gridTemplateColumns: columns(gridColumns.regular.xl) },
        },
      },
      sparse: {
        gridTemplateColumns: columns(gridColumns.sparse.base),
        '@media': {
          [media.tablet]: { gridTemplateColumns: columns(gridColumns.sparse.tablet) },
          [media.wide]: { gridTemplateColumns: columns(gridColumns.sparse.wide) },
          [media.xl]: { gridTemplateColumns: columns(gridColumns.sparse.xl) },
        },
      },
    },
  },
  defaultVariants: { density: 'regular' },
});

export type GridVariants = NonNullable<RecipeVariants<typeof grid>>;
