import { style } from '@vanilla-extract/css';
import { vars } from '@ornament/ui-kit/css';

export const rows = style({ margin: 0, display: 'grid', gap: vars.space.xs });
export const row = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.s, fontSize: 15 });
export const term = style({ color: vars.color.textSecondary });
export const value = style({ margin: 0, fontFamily: vars.font.price, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
export const discount = style({ color: vars.color.sale });
export const total = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.s,
  paddingTop: vars.space.s,
  borderTop: `1px solid ${vars.color.line}`,
  fontSize: 20,
  fontWeight: vars.fontWeight.strong,
});
export const note = style({ margin: 0, fontSize: 13, color: vars.color.textSecondary });
