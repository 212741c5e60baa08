import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@ornament/ui-kit/css';

export const page = style({ display: 'grid', gap: vars.space.xl, minWidth: 0 });
export const block = style({ display: 'grid', gap: vars.space.m, minWidth: 0 });
export const blockHead = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'baseline', gap: vars.space.s });

export const balance = style({
  display: 'grid',
  gap: vars.space.m,
  padding: vars.space.l,
  background: vars.color.surface,
  borderRadius: vars.radius.control,
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.4fr)', alignItems: 'start' } },
});
export const figures = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.s} ${vars.space.xl}`, margin: 0 });
export const figure = style({ display: 'grid', gap: vars.space.xxs });
export const figureLabel = style({ color: vars.color.textSecondary, fontSize: 14 });
export const figureValue = style({ margin: 0, fontFamily: vars.font.price, fontVariantNumeric: 'tabular-nums', fontWeight: vars.fontWeight.strong, fontSize: 26 });
export const figureValueSmall = style([figureValue, { fontSize: 18, color: vars.color.textSecondary }]);

export const history = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs, fontSize: 14 });
export const historyRow = style({ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr) auto', gap: vars.space.s, alignItems: 'baseline' });
export const historyDate = style({ color: vars.color.textSecondary, fontVariantNumeric: 'tabular-nums' });
export const plus = style({ color: vars.color.success, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
export const minus = style({ color: vars.color.text, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.s,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const card = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: vars.space.m,
  alignItems: 'center',
  padding: vars.space.m,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.control,
  background: vars.color.background,
});
/** The large card spans the row and puts its text beside a bigger picture. */
export const cardFull = style([card, { gridColumn: '1 / -1', background: vars.color.surface, borderColor: vars.color.surface }]);
export const cardImage = style({ display: 'block', objectFit: 'contain', borderRadius: vars.radius.image, background: vars.color.surface, flexShrink: 0 });
export const cardText = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });
globalStyle(`${cardText} > *`, { margin: 0 });
export const cardTitle = style({ fontWeight: vars.fontWeight.strong, fontSize: 16, color: vars.color.text, textDecoration: 'none', selectors: { 'a&:hover': { textDecoration: 'underline' } } });
export const sticker = style({
  justifySelf: 'start',
  padding: `2px ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.highlight,
  color: vars.color.highlightText,
  fontSize: 12,
  lineHeight: 1.4,
});
export const points = style({ fontFamily: vars.font.price, fontVariantNumeric: 'tabular-nums', fontWeight: vars.fontWeight.strong, color: vars.color.highlightInk });
export const doneMeta = style({ display: 'flex', flexWrap: 'wrap', gap: `0 ${vars.space.s}`, fontSize: 14, color: vars.color.textSecondary });

export const link = style({ color: vars.color.text, fontSize: 14, selectors: { '&:hover': { color: vars.color.textSecondary } } });

export const teaser = style({ display: 'grid', gap: vars.space.s, minWidth: 0 });
export const teaserHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.s });
export const teaserTitle = style({ margin: 0, fontSize: 20 });
export const teaserStars = style({ display: 'inline-flex', gap: 2, color: vars.color.accent });
export const teaserNote = style({ margin: 0, color: vars.color.textSecondary, fontSize: 14 });
export const teaserLink = style({ justifySelf: 'start', color: vars.color.text, fontSize: 14, textUnderlineOffset: 3 });
