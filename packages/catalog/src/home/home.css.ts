import { media, vars } from '@ornament/ui-kit/css';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxl, paddingBottom: vars.space.xxl });

export const hero = style({ background: vars.color.surface });

export const heroInner = style({
  display: 'grid',
  alignItems: 'center',
  gap: vars.space.l,
  paddingBlock: vars.space.xl,
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr', paddingBlock: vars.space.xxl } },
});

export const heroText = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.m });

export const eyebrow = style({
  fontSize: 12,
  letterSpacing: vars.letterSpacing.caps,
  textTransform: 'uppercase',
  color: vars.color.highlightInk,
  fontWeight: vars.fontWeight.strong,
});

export const heroTitle = style({
  fontSize: 32,
  maxWidth: '14em',
  '@media': { [media.tablet]: { fontSize: 44 }, [media.wide]: { fontSize: 56 } },
});

export const heroLead = style({ color: vars.color.textSecondary, maxWidth: '32em', fontSize: 16 });

export const heroPicture = style({
  position: 'relative',
  aspectRatio: '1 / 1',
  width: '100%',
  maxWidth: 520,
  justifySelf: 'center',
  background: vars.color.background,
});

export const heroImage = style({ width: '100%', height: '100%', objectFit: 'contain' });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.l });

export const sectionHead = style({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.m });

export const sectionTitle = style({ fontSize: 24, '@media': { [media.tablet]: { fontSize: 30 } } });

export const sectionLink = style({
  fontSize: 14,
  color: vars.color.textSecondary,
  whiteSpace: 'nowrap',
  textDecoration: 'underline',
  textUnderlineOffset: '4px',
  selectors: { '&:hover': { color: vars.color.text } },
});

export const tiles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: vars.layout.gridGap },
    [media.wide]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
  },
});

export const tile = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const tilePicture = style({
  aspectRatio: '1 / 1',
  background: vars.color.surface,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  overflow: 'hidden',
});

export const tileImage = style({ width: '80%', height: '80%', objectFit: 'contain' });

export const tileName = style({
  fontSize: 14,
  fontFamily: vars.font.strong,
  fontWeight: vars.fontWeight.strong,
  selectors: { [`${tile}:hover &`]: { textDecoration: 'underline', textUnderlineOffset: '3px' } },
});

export const strip = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '46%',
  gap: vars.space.xs,
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  paddingBottom: vars.space.xs,
  scrollbarWidth: 'thin',
  '@media': {
    [media.tablet]: { gridAutoColumns: '31%', gap: vars.layout.gridGap },
    [media.wide]: { gridAutoColumns: 'calc((100% - 4 * 16px) / 5)' },
  },
});

export const stripItem = style({ scrollSnapAlign: 'start' });
