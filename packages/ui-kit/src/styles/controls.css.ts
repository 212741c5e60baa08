import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css';

/** A one-line text input: 44 px tall, 16 px text (no zoom on phones), the line colour's border. Width and states are the caller's. */
export const textFieldBase = style({
  minHeight: 44,
  paddingInline: vars.space.s,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.control,
  font: 'inherit',
  fontSize: 16,
  color: vars.color.text,
  background: vars.color.background,
});

/** A pill-shaped control (folder chips, vote buttons): 36 px tall, 14 px text. Pressed and current states are the caller's. */
export const pillControlBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: 36,
  padding: `0 ${vars.space.s}`,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.pill,
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
  fontSize: 14,
  cursor: 'pointer',
});
