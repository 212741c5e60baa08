import { media, vars } from '@ornament/ui-kit/css';
import { globalStyle, style } from '@vanilla-extract/css';

export const slides = style({ display: 'grid', gap: vars.space.s, minWidth: 0 });

export const title = style({ margin: 0, fontSize: 16, fontWeight: vars.fontWeight.strong });

// A row that scrolls sideways and snaps to each slide: swiping needs no script.
export const track = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '78%',
  gap: vars.space.s,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  paddingBottom: vars.space.xs,
  '@media': { [media.tablet]: { gridAutoColumns: '45%' } },
});

export const slide = style({
  display: 'grid',
  gap: vars.space.xxs,
  alignContent: 'start',
  scrollSnapAlign: 'start',
  padding: vars.space.m,
  background: vars.color.surface,
  borderRadius: vars.radius.control,
  fontSize: 14,
  lineHeight: 1.5,
});

export const slideTitle = style({ fontWeight: vars.fontWeight.strong, fontSize: 15 });

globalStyle(`${slide} p`, { margin: 0 });
