import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxs,
  listStyle: 'none',
  padding: 0,
  margin: 0,
  fontSize: 12,
  color: vars.color.textSecondary,
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  selectors: { '& + &::before': { content: '"/"', color: vars.color.line, paddingRight: vars.space.xxs } },
});

export const link = style({ selectors: { '&:hover': { color: vars.color.text } } });
export const current = style({ color: vars.color.text });
