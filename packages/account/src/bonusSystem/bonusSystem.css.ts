import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@ornament/ui-kit/css';

export const page = style({ display: 'grid', gap: vars.space.xl, paddingBlock: `${vars.space.l} ${vars.space.xxl}`, maxWidth: 880 });
export const title = style({ margin: 0, fontFamily: vars.font.heading, fontWeight: vars.fontWeight.heading, letterSpacing: vars.letterSpacing.heading, fontSize: 32, lineHeight: 1.2 });
export const area = style({ display: 'grid', gap: vars.space.s });
export const areaTitle = style({ margin: 0, fontFamily: vars.font.heading, fontWeight: vars.fontWeight.heading, fontSize: 22 });
export const html = style({ lineHeight: 1.6 });
globalStyle(`${html} > :first-child`, { marginTop: 0 });
globalStyle(`${html} > :last-child`, { marginBottom: 0 });

export const items = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.s,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))' } },
});
export const item = style({ display: 'grid', gap: vars.space.xxs, alignContent: 'start', padding: vars.space.m, background: vars.color.surface, borderRadius: vars.radius.control, fontSize: 14 });
globalStyle(`${item} p`, { margin: 0 });
export const itemLink = style({ color: vars.color.text, fontWeight: vars.fontWeight.strong, fontSize: 16 });

export const panel = style({
  display: 'grid',
  gap: vars.space.m,
  padding: vars.space.l,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.control,
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.5fr)' } },
});
export const panelPart = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start', minWidth: 0 });
globalStyle(`${panelPart} > p`, { margin: 0 });
export const label = style({ color: vars.color.textSecondary, fontSize: 14 });
export const figure = style({ fontFamily: vars.font.price, fontVariantNumeric: 'tabular-nums', fontWeight: vars.fontWeight.strong, fontSize: 26 });
export const codeRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.s });
export const code = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: 18,
  padding: `${vars.space.xxs} ${vars.space.s}`,
  border: `1px dashed ${vars.color.textSecondary}`,
  borderRadius: vars.radius.control,
  userSelect: 'all',
  overflowWrap: 'anywhere',
});
export const linkText = style([code, { fontSize: 13 }]);
export const link = style({ color: vars.color.text, fontSize: 14 });
