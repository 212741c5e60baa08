import { style, styleVariants } from '@vanilla-extract/css';
import { media, textFieldBase, vars } from '@ornament/ui-kit/css';

export const page = style({ display: 'grid', gap: vars.space.l, minWidth: 0 });
export const heading = style({ margin: 0, fontFamily: vars.font.heading, fontWeight: vars.fontWeight.heading, fontSize: 26, letterSpacing: vars.letterSpacing.heading });
export const subheading = style({ margin: 0, fontFamily: vars.font.heading, fontWeight: vars.fontWeight.heading, fontSize: 18 });
export const muted = style({ color: vars.color.textSecondary, fontSize: 14, margin: 0 });

export const tabs = style({ display: 'flex', gap: vars.space.xs, borderBottom: `1px solid ${vars.color.line}` });
export const tab = style({
  padding: `${vars.space.xs} ${vars.space.s}`,
  color: vars.color.textSecondary,
  textDecoration: 'none',
  borderBottom: '2px solid transparent',
  marginBottom: -1,
  fontSize: 15,
  selectors: { '&[aria-current="page"]': { color: vars.color.text, borderBottomColor: vars.color.text, fontWeight: vars.fontWeight.strong } },
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.s });
export const card = style({
  display: 'grid',
  gap: vars.space.s,
  padding: vars.space.m,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.control,
  color: vars.color.text,
  textDecoration: 'none',
  background: vars.color.background,
  selectors: { '&:hover': { borderColor: vars.color.textSecondary } },
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr auto', alignItems: 'center' } },
});
export const cardHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: `${vars.space.xxs} ${vars.space.s}` });
export const cardTitle = style({ fontWeight: vars.fontWeight.strong, fontSize: 16 });
export const cardSide = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.m });
export const amount = style({ fontFamily: vars.font.price, fontVariantNumeric: 'tabular-nums', fontWeight: vars.fontWeight.strong, whiteSpace: 'nowrap' });

export const thumbs = style({ display: 'flex', gap: vars.space.xs, alignItems: 'center' });
export const thumb = style({ width: 56, height: 56, background: vars.color.surface, borderRadius: vars.radius.image, objectFit: 'contain', flexShrink: 0 });
export const thumbMore = style({ fontSize: 13, color: vars.color.textSecondary });

const chipBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: `2px ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  fontSize: 13,
  lineHeight: 1.4,
  border: '1px solid currentColor',
  whiteSpace: 'nowrap',
});
/** Status chip per the spec's colour tokens (spec 3 §4); the tones are the brand's ink colours. */
export const chip = styleVariants({
  neutral: [chipBase, { color: vars.color.textSecondary }],
  payment: [chipBase, { color: vars.color.warningInk }],
  annuled: [chipBase, { color: vars.color.textSecondary, textDecoration: 'line-through' }],
  rejected: [chipBase, { color: vars.color.sale }],
  overdue: [chipBase, { color: vars.color.sale, fontWeight: vars.fontWeight.strong }],
  cancel: [chipBase, { color: vars.color.warningInk }],
  completed: [chipBase, { color: vars.color.success }],
  reserved: [chipBase, { color: vars.color.highlightInk }],
});

export const pager = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs, alignItems: 'center' });
export const pagerLink = style({
  minWidth: 40,
  height: 40,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.control,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&[aria-current="page"]': { background: vars.color.text, color: vars.color.background, borderColor: vars.color.text } },
});

export const notice = style({ padding: vars.space.l, background: vars.color.surface, borderRadius: vars.radius.control, display: 'grid', gap: vars.space.s, justifyItems: 'start' });
export const error = style({ color: vars.color.sale, fontSize: 14, margin: 0 });
export const success = style({ color: vars.color.success, fontSize: 14, margin: 0 });

export const section = style({ display: 'grid', gap: vars.space.s, paddingTop: vars.space.m, borderTop: `1px solid ${vars.color.line}` });
export const facts = style({ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `${vars.space.xxs} ${vars.space.m}`, margin: 0, fontSize: 15 });
export const factTerm = style({ color: vars.color.textSecondary });
export const factValue = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere' });
export const totalRow = style({ fontWeight: vars.fontWeight.strong });

export const itemRow = style({ display: 'grid', gridTemplateColumns: '56px 1fr auto', gap: vars.space.s, alignItems: 'center' });
export const itemName = style({ color: vars.color.text, textDecoration: 'none', fontSize: 15, selectors: { '&:hover': { textDecoration: 'underline' } } });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.s, alignItems: 'center' });
export const form = style({ display: 'grid', gap: vars.space.s, maxWidth: 560 });
export const field = style({ display: 'grid', gap: vars.space.xxs, fontSize: 14 });
export const input = style([textFieldBase, { width: '100%' }]);
export const textarea = style([textFieldBase, { width: '100%', minHeight: 88, paddingBlock: vars.space.xs, resize: 'vertical' }]);
export const checkRow = style({ display: 'grid', gridTemplateColumns: 'auto 56px 1fr auto', gap: vars.space.s, alignItems: 'center', fontSize: 15 });
export const quantity = style([textFieldBase, { width: 72 }]);

export const backLink = style({ color: vars.color.textSecondary, fontSize: 14, textDecoration: 'none', selectors: { '&:hover': { color: vars.color.text } } });

export const qr = style({ display: 'grid', gap: vars.space.s, padding: vars.space.m, background: vars.color.surface, borderRadius: vars.radius.control, justifyItems: 'start' });
export const qrSummary = style({ cursor: 'pointer', fontWeight: vars.fontWeight.strong });
export const qrCode = style({ width: 180, height: 180, background: '#FFFFFF', padding: vars.space.xs });
export const inlineSelect = style([textFieldBase, { width: 'auto', maxWidth: '100%' }]);
export const plainFieldset = style({ display: 'grid', gap: vars.space.s, border: 0, padding: 0, margin: 0, minWidth: 0 });
