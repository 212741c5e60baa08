import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const list = style({ borderTop: `1px solid ${vars.color.line}` });

export const item = style({ borderBottom: `1px solid ${vars.color.line}` });

export const heading = style({ margin: 0, fontSize: 'inherit', fontWeight: 'inherit' });

export const trigger = style({
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.m,
  padding: `${vars.space.m} 0`,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontFamily: vars.font.strong,
  fontWeight: vars.fontWeight.strong,
  fontSize: 16,
  textAlign: 'left',
  cursor: 'pointer',
});

export const chevron = style({
  flex: 'none',
  transition: 'transform 200ms ease',
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(90deg)' } },
});

export const panel = style({ paddingBottom: vars.space.m, color: vars.color.textSecondary, lineHeight: 1.5 });
