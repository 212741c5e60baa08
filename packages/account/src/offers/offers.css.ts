import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@ornament/ui-kit/css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.m });
export const card = style({
  display: 'grid',
  gap: vars.space.m,
  padding: vars.space.m,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.control,
  '@media': { [media.tablet]: { gridTemplateColumns: '240px minmax(0, 1fr)', alignItems: 'start' } },
});
export const picture = style({ display: 'block', width: '100%', aspectRatio: '2 / 1', objectFit: 'cover', background: vars.color.surface, borderRadius: vars.radius.image });
export const body = style({ display: 'grid', gap: vars.space.s, minWidth: 0 });
globalStyle(`${body} > p`, { margin: 0 });
export const kind = style({ color: vars.color.textSecondary, fontSize: 13, letterSpacing: vars.letterSpacing.caps, textTransform: 'uppercase' });
export const name = style({ margin: 0, fontFamily: vars.font.heading, fontWeight: vars.fontWeight.heading, fontSize: 20 });
export const discount = style({ fontFamily: vars.font.price, fontWeight: vars.fontWeight.strong, fontSize: 22, color: vars.color.sale });
export const codeRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.s, fontSize: 14 });
export const code = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: 15,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  border: `1px dashed ${vars.color.textSecondary}`,
  borderRadius: vars.radius.control,
  userSelect: 'all',
});
export const tags = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });
export const tag = style({ padding: `2px ${vars.space.xs}`, borderRadius: vars.radius.pill, background: vars.color.surface, fontSize: 13 });
export const links = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.m}`, fontSize: 14 });
export const link = style({ color: vars.color.text });
export const muted = style({ color: vars.color.textSecondary, fontSize: 14 });
