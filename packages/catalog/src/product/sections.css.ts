import { media, vars } from '@ornament/ui-kit/css';
import { globalStyle, style } from '@vanilla-extract/css';

export const block = style({ display: 'grid', gap: vars.space.s, alignContent: 'start' });

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.s });

export const small = style({ margin: 0, fontSize: 14, color: vars.color.textSecondary });

export const text = style({ margin: 0, fontSize: 14, color: vars.color.text });

export const strong = style({ fontWeight: vars.fontWeight.strong });

export const badge = style({
  display: 'inline-block',
  padding: `2px ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  fontSize: 12,
  lineHeight: 1.5,
  letterSpacing: vars.letterSpacing.caps,
  background: vars.color.surface,
  color: vars.color.text,
});

export const premium = style({ background: vars.color.highlight, color: vars.color.highlightText });

export const sizeList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const sizeLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 48,
  minHeight: 44,
  padding: `0 ${vars.space.s}`,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.control,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: 15,
  selectors: {
    '&:hover': { borderColor: vars.color.text },
    '&[aria-current="true"]': { borderColor: vars.color.accent, background: vars.color.accent, color: vars.color.accentText },
  },
});

export const sizeSoldOut = style({ color: vars.color.textSecondary, textDecoration: 'line-through' });

export const prompt = style({ margin: 0, fontSize: 14, color: vars.color.sale, fontWeight: vars.fontWeight.strong });

export const stockIn = style({ margin: 0, fontSize: 14, color: vars.color.success });

export const stockOut = style({ margin: 0, fontSize: 14, color: vars.color.textSecondary });

export const stockLow = style({ margin: 0, fontSize: 14, color: vars.color.warningInk });

export const sticker = style({
  display: 'inline-block',
  padding: `2px ${vars.space.s}`,
  borderRadius: vars.radius.control,
  fontSize: 13,
  fontWeight: vars.fontWeight.strong,
  color: '#fff',
});

/** Reserved for the personal offer loaded after paint, so the page does not jump when it arrives. */
export const offerSlot = style({ minHeight: 22 });

export const disclosure = style({ borderTop: `1px solid ${vars.color.line}`, paddingBlock: vars.space.s });

export const summary = style({
  cursor: 'pointer',
  fontSize: 16,
  fontWeight: vars.fontWeight.strong,
  minHeight: 32,
  display: 'flex',
  alignItems: 'center',
});

export const areaHtml = style({ fontSize: 14, lineHeight: 1.6, color: vars.color.text });
globalStyle(`${areaHtml} p`, { margin: `${vars.space.xs} 0` });
globalStyle(`${areaHtml} ul, ${areaHtml} ol`, { margin: `${vars.space.xs} 0`, paddingInlineStart: vars.space.l });

export const info = style({
  display: 'grid',
  gap: 0,
  '@media': { [media.desktop]: { maxWidth: 720 } },
});

export const notify = style({ display: 'grid', gap: vars.space.s });

export const notifySummary = style({
  cursor: 'pointer',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 44,
  padding: `0 ${vars.space.m}`,
  border: `1px solid ${vars.color.text}`,
  borderRadius: vars.radius.control,
  fontSize: 15,
  width: 'fit-content',
  listStyle: 'none',
  selectors: { '&::-webkit-details-marker': { display: 'none' } },
});

export const tradeIn = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.m,
  borderRadius: vars.radius.image,
  background: vars.color.surface,
});

export const link = style({ color: vars.color.text, textDecoration: 'underline', textUnderlineOffset: 3 });

export const sectionTitle = style({ margin: 0, fontSize: 20, fontWeight: vars.fontWeight.strong, fontFamily: vars.font.heading });

export const badgeList = style([row, { margin: 0, padding: 0, listStyle: 'none' }]);

export const offer = style({ margin: 0, fontSize: 15, color: vars.color.sale });

export const notifyForm = style({ display: 'grid', gap: vars.space.xs, maxWidth: 360, paddingTop: vars.space.s });

export const input = style({
  minHeight: 44,
  padding: `0 ${vars.space.s}`,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.control,
  fontSize: 16,
  background: vars.color.background,
  color: vars.color.text,
});
