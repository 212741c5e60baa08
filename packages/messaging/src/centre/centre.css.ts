import { vars } from '@ornament/ui-kit/css';
import { style } from '@vanilla-extract/css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.s });

export const item = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.xs,
  padding: vars.space.m,
  borderRadius: vars.radius.control,
  border: `1px solid ${vars.color.line}`,
  background: vars.color.background,
  selectors: { '&[data-viewed="false"]': { background: vars.color.surface, borderColor: vars.color.accent } },
});

export const head = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.xs, flexWrap: 'wrap' });
export const title = style({ margin: 0, fontSize: 15, fontWeight: vars.fontWeight.strong, lineHeight: 1.35 });
export const newMark = style({ fontSize: 12, color: vars.color.highlightInk, fontWeight: vars.fontWeight.strong });
export const date = style({ fontSize: 12, color: vars.color.textSecondary });
export const description = style({ margin: `${vars.space.xxs} 0 0`, fontSize: 14, lineHeight: 1.45, color: vars.color.text });
export const link = style({ display: 'inline-block', marginTop: vars.space.xs, fontSize: 14, color: vars.color.text, textDecoration: 'underline' });
export const actions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, alignItems: 'flex-end' });

export const action = style({
  border: 'none',
  background: 'none',
  padding: `${vars.space.xxs} 0`,
  fontSize: 13,
  color: vars.color.textSecondary,
  cursor: 'pointer',
  textDecoration: 'underline',
  minHeight: 24,
  selectors: { '&:hover': { color: vars.color.text } },
});

export const empty = style({ margin: 0, padding: `${vars.space.l} 0`, textAlign: 'center', color: vars.color.textSecondary });
export const scroll = style({ maxHeight: '70vh', overflowY: 'auto' });
