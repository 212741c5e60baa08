import { media, vars } from '@ornament/ui-kit/css';
import { style } from '@vanilla-extract/css';

/**
 * Below the items, the summary and checkout: appearing after the basket, it moves nothing above it.
 * One column no wider than the page, so the strip scrolls inside it on a phone, not the page.
 */
export const frame = style({ gridArea: 'upsell', display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.l, minWidth: 0 });
export const title = style({ margin: 0, fontSize: 20, fontFamily: vars.font.heading, fontWeight: vars.fontWeight.heading });
export const strip = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '46%',
  scrollSnapType: 'x mandatory',
  gap: vars.space.m,
  overflowX: 'auto',
  '@media': { [media.desktop]: { gridAutoColumns: 'minmax(0, 1fr)', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gridAutoFlow: 'row' } },
});
/**
 * Positioned, so the visually hidden texts inside (the price's) are placed within the scrolling strip
 * and do not widen the page on a phone.
 */
export const card = style({ position: 'relative', display: 'grid', gap: vars.space.xs, color: vars.color.text, textDecoration: 'none', fontSize: 14 });
export const photo = style({ width: '100%', aspectRatio: '1', objectFit: 'contain', background: vars.color.surface, borderRadius: vars.radius.image, display: 'block' });
export const pack = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.s,
  padding: vars.space.m,
  background: vars.color.surface,
  borderRadius: vars.radius.control,
});
export const packText = style({ display: 'grid', gap: vars.space.xxs });
export const muted = style({ margin: 0, color: vars.color.textSecondary, fontSize: 14 });
export const link = style({ color: vars.color.text, fontWeight: vars.fontWeight.strong });
