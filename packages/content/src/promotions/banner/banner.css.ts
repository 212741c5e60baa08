import { media, vars } from '@ornament/ui-kit/css';
import { style } from '@vanilla-extract/css';

export const banner = style({
  display: 'grid',
  gridTemplateColumns: '96px 1fr',
  gap: vars.space.s,
  alignItems: 'center',
  padding: vars.space.s,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.image,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
});
export const wide = style([banner, { gridTemplateColumns: '1fr', '@media': { [media.tablet]: { gridTemplateColumns: '240px 1fr' } } }]);
export const image = style({ position: 'relative', aspectRatio: '3 / 2', borderRadius: vars.radius.control, overflow: 'hidden' });
export const picture = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });
export const text = style({ display: 'grid', gap: vars.space.xxs, fontSize: 14 });
