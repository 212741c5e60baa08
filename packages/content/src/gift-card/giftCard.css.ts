import { vars } from '@ornament/ui-kit/css';
import { style } from '@vanilla-extract/css';

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, border: 0, padding: 0, margin: 0 });
export const legend = style({ fontSize: 14, color: vars.color.textSecondary, marginBottom: vars.space.xs, padding: 0 });

export const chip = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  padding: `${vars.space.xs} ${vars.space.m}`,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.pill,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.accent, background: vars.color.accent, color: vars.color.accentText },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.highlightInk}`, outlineOffset: 2 },
  },
});

export const hiddenRadio = style({ position: 'absolute', opacity: 0, pointerEvents: 'none' });

export const decors = style({ display: 'grid', gap: vars.space.s, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', border: 0, padding: 0, margin: 0 });

export const decor = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.xxs,
  border: `2px solid transparent`,
  borderRadius: vars.radius.image,
  cursor: 'pointer',
  fontSize: 14,
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.accent },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.highlightInk}`, outlineOffset: 2 },
  },
});

export const decorImage = style({ width: '100%', height: 'auto', borderRadius: vars.radius.control });

export const checkbox = style({ display: 'flex', gap: vars.space.xs, alignItems: 'center', cursor: 'pointer' });

export const cardResult = style({ display: 'grid', gap: vars.space.s, gridTemplateColumns: 'minmax(0, 200px) 1fr', alignItems: 'center' });
export const balance = style({ fontSize: 24, fontWeight: vars.fontWeight.strong, margin: 0 });
export const muted = style({ color: vars.color.textSecondary, margin: 0 });
export const message = style({ margin: 0, color: vars.color.sale });
export const cardNumber = style({ fontFamily: vars.font.price, fontSize: 20, letterSpacing: '0.08em', margin: 0 });
