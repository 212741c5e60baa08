import { media, vars } from '@ornament/ui-kit/css';
import { style } from '@vanilla-extract/css';

export const footer = style({ background: vars.color.surface, marginTop: vars.space.xxl, fontSize: 14 });

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.l,
  paddingBlock: vars.space.xl,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.s });

export const columnTitle = style({
  fontFamily: vars.font.strong,
  fontWeight: vars.fontWeight.strong,
  fontSize: 12,
  letterSpacing: vars.letterSpacing.caps,
  textTransform: 'uppercase',
});

export const links = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });

export const link = style({ color: vars.color.textSecondary, selectors: { '&:hover': { color: vars.color.text } } });

export const contact = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const phone = style({ fontSize: 20, fontWeight: vars.fontWeight.strong, fontVariantNumeric: 'tabular-nums', color: vars.color.text });

export const bottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.m,
  paddingBlock: vars.space.l,
  borderTop: `1px solid ${vars.color.line}`,
  color: vars.color.textSecondary,
  fontSize: 13,
});
