import { pillControlBase, vars } from '@ornament/ui-kit/css';
import { globalStyle, style } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space.l, paddingBlock: vars.space.m, maxWidth: 880 });

export const stack = style({ display: 'grid', gap: vars.space.m, alignContent: 'start' });

export const writeButton = style({ justifySelf: 'start' });

export const productLink = style({ color: vars.color.textSecondary, fontSize: 14, textDecoration: 'none', selectors: { '&:hover': { color: vars.color.text } } });

export const summary = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.s });

export const bigRating = style({ fontFamily: vars.font.heading, fontWeight: vars.fontWeight.heading, fontSize: 40, lineHeight: 1 });

export const muted = style({ margin: 0, color: vars.color.textSecondary, fontSize: 14 });

export const stars = style({ display: 'inline-flex', gap: 2, color: vars.color.highlight, verticalAlign: 'middle' });

export const sectionTitle = style({ margin: 0, fontSize: 18, fontWeight: vars.fontWeight.strong });

export const strip = style({
  display: 'flex',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  paddingBottom: vars.space.xs,
});

export const stripItem = style({ flex: '0 0 auto', scrollSnapAlign: 'start' });

export const thumb = style({ display: 'block', width: 88, height: 88, objectFit: 'cover', borderRadius: vars.radius.image, background: vars.color.surface });

export const list = style({ display: 'grid', gap: 0, margin: 0, padding: 0, listStyle: 'none' });

export const card = style({ display: 'grid', gap: vars.space.xs, paddingBlock: vars.space.m, borderTop: `1px solid ${vars.color.line}` });

// The review a permalink opened: set apart by a tinted panel instead of the list's top rule.
export const highlighted = style({ paddingInline: vars.space.m, borderTop: 'none', background: vars.color.surface, borderRadius: vars.radius.control });

export const linked = style({ display: 'grid', gap: vars.space.xs });

export const linkedLabel = style({ margin: 0, fontSize: 14, fontWeight: vars.fontWeight.strong, color: vars.color.textSecondary });

export const cardFoot = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.xs });

export const permalink = style({ fontSize: 14, color: vars.color.textSecondary, selectors: { '&:hover': { color: vars.color.text } } });

export const cardHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.xs });

export const author = style({ fontWeight: vars.fontWeight.strong });

export const text = style({ margin: 0, lineHeight: 1.6, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

export const pros = style({ margin: 0, display: 'grid', gap: vars.space.xxs, fontSize: 14 });

export const prosLabel = style({ fontWeight: vars.fontWeight.strong });

globalStyle(`${pros} dd`, { margin: 0, overflowWrap: 'anywhere' });

export const votes = style({ display: 'flex', gap: vars.space.xs, alignItems: 'center', flexWrap: 'wrap' });

export const voteButton = style([pillControlBase, {
  selectors: {
    '&[aria-pressed="true"]': { borderColor: vars.color.accent, color: vars.color.accent },
    '&:disabled': { opacity: 0.6, cursor: 'progress' },
  },
}]);

export const error = style({ margin: 0, color: vars.color.sale, fontSize: 14 });

export const notice = style({ display: 'grid', gap: vars.space.xs, padding: vars.space.m, background: vars.color.surface, borderRadius: vars.radius.control });

export const noticeTitle = style({ margin: 0, fontWeight: vars.fontWeight.strong });

export const more = style({ justifySelf: 'center' });

export const compact = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, fontSize: 14, color: vars.color.text, textDecoration: 'none' });

globalStyle(`${compact}:hover span:last-child`, { textDecoration: 'underline' });
