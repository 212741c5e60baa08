import { media, vars } from '@ornament/ui-kit/css';
import { globalStyle, style } from '@vanilla-extract/css';

export const page = style({
  maxWidth: vars.layout.containerMax,
  margin: '0 auto',
  padding: `${vars.space.l} ${vars.layout.gutter}`,
  display: 'grid',
  // One column no wider than the page: the slider's scrolling row must not widen it on a phone.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
});

export const title = style({ fontFamily: vars.font.heading, fontWeight: vars.fontWeight.heading, fontSize: 28, margin: 0 });
export const sectionTitle = style({ fontFamily: vars.font.heading, fontSize: 22, margin: `0 0 ${vars.space.m}` });
export const muted = style({ color: vars.color.textSecondary, margin: 0 });
export const alert = style({ color: vars.color.sale, margin: 0 });

// The slider scrolls natively with snap points: no script on the list page's first load.
export const slider = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '88%',
  gap: vars.layout.gridGap,
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  paddingBottom: vars.space.s,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [media.desktop]: { gridAutoColumns: 'calc((100% - 2 * 16px) / 2)' } },
});
export const slide = style({ scrollSnapAlign: 'start' });

export const grid = style({
  display: 'grid',
  gap: vars.layout.gridGap,
  gridTemplateColumns: '1fr',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, 1fr)' }, [media.desktop]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});

export const card = style({
  display: 'grid',
  gap: vars.space.xs,
  color: vars.color.text,
  textDecoration: 'none',
  height: '100%',
});
export const cardImage = style({
  position: 'relative',
  aspectRatio: '3 / 2',
  borderRadius: vars.radius.image,
  overflow: 'hidden',
  background: vars.color.surface,
});
export const cardTitle = style({ fontFamily: vars.font.strong, fontWeight: vars.fontWeight.strong, fontSize: 17, margin: 0 });
export const cardText = style({ color: vars.color.textSecondary, fontSize: 14, margin: 0 });
export const cardMeta = style({ fontSize: 13, color: vars.color.textSecondary });
export const finishedCard = style({ opacity: 0.7 });

export const more = style({ marginTop: vars.space.m, justifySelf: 'start' });

export const detail = style({ display: 'grid', gap: vars.space.l, '@media': { [media.desktop]: { gridTemplateColumns: '2fr 1fr', alignItems: 'start' } } });
export const hero = style({ position: 'relative', aspectRatio: '1 / 1', borderRadius: vars.radius.image, overflow: 'hidden', '@media': { [media.tablet]: { aspectRatio: '3 / 1' } } });
export const heroWide = style({});
export const body = style({ display: 'grid', gap: vars.space.m });
export const html = style({ lineHeight: 1.55 });
globalStyle(`${html} p`, { margin: `0 0 ${vars.space.s}` });
globalStyle(`${html} ul`, { paddingLeft: 20, margin: 0 });

export const aside = style({
  display: 'grid',
  gap: vars.space.m,
  padding: vars.layout.cardPadding,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.image,
  background: vars.color.surface,
});
export const box = style({ display: 'grid', gap: vars.space.xs });
export const boxTitle = style({ fontFamily: vars.font.strong, fontWeight: vars.fontWeight.strong, fontSize: 16, margin: 0 });

export const counter = style({ display: 'flex', gap: vars.space.s, fontVariantNumeric: 'tabular-nums', fontSize: 22, fontFamily: vars.font.strong });
export const counterPart = style({ display: 'grid', justifyItems: 'center', minWidth: 44 });
export const counterUnit = style({ fontSize: 12, color: vars.color.textSecondary, fontFamily: vars.font.body });

export const promocode = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s,
  padding: `${vars.space.s} ${vars.space.m}`,
  border: `1px dashed ${vars.color.accent}`,
  borderRadius: vars.radius.control,
  fontFamily: vars.font.strong,
  fontSize: 20,
  letterSpacing: vars.letterSpacing.caps,
});

export const stores = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.s });
export const store = style({ display: 'grid', gap: 2, fontSize: 14 });

/** The coupon list (spec 2 §3): cards in the coupons' own colours. */
export const coupons = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.m,
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
});
export const coupon = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start', padding: vars.space.m, borderRadius: vars.radius.control, fontSize: 14 });
export const couponCode = style({
  justifySelf: 'start',
  padding: `${vars.space.xxs} ${vars.space.s}`,
  border: '1px dashed',
  borderRadius: vars.radius.control,
  fontWeight: vars.fontWeight.strong,
  letterSpacing: '0.08em',
});
export const couponValue = style({ fontSize: 22, fontFamily: vars.font.heading });
export const couponUntil = style({ opacity: 0.8, fontSize: 13 });
