import { style } from '@vanilla-extract/css';
import { media, vars } from '@ornament/ui-kit/css';

export const frame = style({ paddingBlock: vars.space.xl, display: 'grid', gap: vars.space.l, maxWidth: 720 });
export const title = style({ margin: 0, fontFamily: vars.font.heading, fontWeight: vars.fontWeight.heading, fontSize: 28, letterSpacing: vars.letterSpacing.heading });
export const lead = style({ margin: 0, fontSize: 16 });
export const muted = style({ margin: 0, color: vars.color.textSecondary, fontSize: 14 });
export const error = style({ margin: 0, color: vars.color.sale, fontSize: 14 });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.s });
export const order = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.m,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.control,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.textSecondary }, '&[aria-current="true"]': { borderColor: vars.color.text } },
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr auto', alignItems: 'center' } },
});
export const orderTitle = style({ fontWeight: vars.fontWeight.strong, fontSize: 16 });
export const amount = style({ fontFamily: vars.font.price, fontVariantNumeric: 'tabular-nums', fontWeight: vars.fontWeight.strong, whiteSpace: 'nowrap' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.s });
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${vars.space.m}`,
  borderRadius: vars.radius.control,
  border: `1px solid ${vars.color.text}`,
  color: vars.color.text,
  textDecoration: 'none',
});
export const primaryLink = style([link, { background: vars.color.accent, borderColor: vars.color.accent, color: vars.color.accentText }]);
export const skeleton = style({ height: 72, borderRadius: vars.radius.control, background: vars.color.surface });
