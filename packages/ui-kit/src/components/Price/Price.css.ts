import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const price = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.xs,
  rowGap: vars.space.xxs,
  fontFamily: vars.font.price,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const size = styleVariants({
  s: { fontSize: 14 },
  m: { fontSize: 16 },
  l: { fontSize: 24 },
});

export const current = style({ fontWeight: vars.fontWeight.strong, color: vars.color.text });
export const currentOnSale = style({ color: vars.color.sale });

export const old = style({
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.body,
  fontSize: '0.8em',
  color: vars.color.textSecondary,
  textDecoration: 'line-through',
});

export const discount = style({
  fontFamily: vars.font.body,
  fontSize: '0.75em',
  fontWeight: vars.fontWeight.strong,
  color: vars.color.sale,
});
