import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { media, textFieldBase, vars } from '@ornament/ui-kit/css';

export const panel = style({ display: 'grid', gap: vars.space.l, minWidth: 0 });
export const heading = style({ margin: 0, fontFamily: vars.font.heading, fontWeight: vars.fontWeight.heading, fontSize: 24, letterSpacing: vars.letterSpacing.heading });
export const block = style({ display: 'grid', gap: vars.space.s, padding: vars.space.m, border: `1px solid ${vars.color.line}`, borderRadius: vars.radius.control, minWidth: 0 });
export const blockTitle = style({ margin: 0, fontFamily: vars.font.heading, fontWeight: vars.fontWeight.heading, fontSize: 18 });
export const muted = style({ margin: 0, color: vars.color.textSecondary, fontSize: 14 });
export const error = style({ margin: 0, color: vars.color.sale, fontSize: 14 });
export const success = style({ margin: 0, color: vars.color.success, fontSize: 14 });
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.s, alignItems: 'center' });

export const fields = style({ display: 'grid', gap: vars.space.s, '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } });
export const field = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });
export const label = style({ fontSize: 13, color: vars.color.textSecondary });
export const input = style([textFieldBase, { width: '100%', boxSizing: 'border-box', selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.sale } } }]);
export const textarea = style([textFieldBase, { width: '100%', boxSizing: 'border-box', minHeight: 88, paddingBlock: vars.space.xs, resize: 'vertical' }]);
export const checkbox = style({ display: 'flex', gap: vars.space.xs, alignItems: 'center', fontSize: 14 });

export const tabs = style({ display: 'flex', gap: vars.space.xs, borderBottom: `1px solid ${vars.color.line}` });
export const tab = style({
  padding: `${vars.space.xs} ${vars.space.s}`,
  border: 'none',
  background: 'none',
  font: 'inherit',
  fontSize: 15,
  color: vars.color.textSecondary,
  borderBottom: '2px solid transparent',
  marginBottom: -1,
  cursor: 'pointer',
  selectors: { '&[aria-selected="true"]': { color: vars.color.text, borderBottomColor: vars.color.text, fontWeight: vars.fontWeight.strong } },
});

export const options = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, border: 'none', minWidth: 0 });
export const option = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  gap: vars.space.xs,
  alignItems: 'center',
  padding: vars.space.s,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.control,
  cursor: 'pointer',
  selectors: { '&:has(input:checked)': { borderColor: vars.color.text } },
});
// A finger-sized radio; the whole row is its label anyway.
globalStyle(`${option} input`, { width: 18, height: 18, margin: 0, accentColor: vars.color.text });

export const optionText = style({ display: 'grid', gap: 2, minWidth: 0 });
export const optionTitle = style({ fontWeight: vars.fontWeight.strong, fontSize: 15 });
export const price = style({ fontFamily: vars.font.price, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', fontSize: 14 });
const iconBox = { display: 'inline-flex', flexShrink: 0, alignItems: 'center', justifyContent: 'center', width: 32, height: 32 } as const;
export const paymentIcon = styleVariants({
  plain: { ...iconBox, color: vars.color.textSecondary },
  // Sber's installments keep the bank's green (spec 3 §3: credit-sber shows the installment icon).
  installment: { ...iconBox, color: vars.color.success },
});

export const slotDates = style({ display: 'flex', gap: vars.space.xs, overflowX: 'auto', paddingBottom: 2 });
export const slotButton = style({
  minHeight: 40,
  padding: `0 ${vars.space.s}`,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.control,
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
  fontSize: 14,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: { '&[aria-pressed="true"]': { borderColor: vars.color.text, background: vars.color.surface, fontWeight: vars.fontWeight.strong } },
});

export const addressList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });
export const linkButton = style({ border: 'none', background: 'none', padding: 0, font: 'inherit', fontSize: 14, color: vars.color.text, textDecoration: 'underline', cursor: 'pointer' });

export const summary = style({ display: 'grid', gap: vars.space.s, justifyItems: 'stretch' });
export const issues = style({ margin: 0, paddingLeft: vars.space.m, display: 'grid', gap: vars.space.xxs, color: vars.color.sale, fontSize: 14 });

export const mapLayout = style({ display: 'grid', gap: vars.space.s, minWidth: 0, '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', alignItems: 'start' } } });
export const map = style({ width: '100%', height: 'auto', display: 'block', background: vars.color.surface, borderRadius: vars.radius.control, border: `1px solid ${vars.color.line}` });
export const mapGrid = style({ stroke: vars.color.line, strokeWidth: 1 });
export const marker = style({ cursor: 'pointer', outline: 'none' });
export const markerDot = styleVariants({
  retail: { fill: vars.color.accent, stroke: vars.color.background, strokeWidth: 2 },
  pvz: { fill: vars.color.textSecondary, stroke: vars.color.background, strokeWidth: 2 },
});
export const markerChosen = style({ fill: 'none', stroke: vars.color.text, strokeWidth: 2 });
export const pointList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs, maxHeight: 420, overflowY: 'auto' });
export const point = style({
  display: 'grid',
  gap: 2,
  padding: vars.space.s,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.control,
  selectors: { '&[aria-current="true"]': { borderColor: vars.color.text } },
});
export const pointHead = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.xs, alignItems: 'baseline' });

/** An address row: the radio and the line, the actions under the line on phones and beside it from tablets. */
export const addressItem = style([
  option,
  { gridTemplateColumns: 'auto minmax(0, 1fr)', '@media': { [media.tablet]: { gridTemplateColumns: 'auto minmax(0, 1fr) auto' } } },
]);
export const addressActions = style({ gridColumn: '2', display: 'flex', gap: vars.space.s, '@media': { [media.tablet]: { gridColumn: 'auto' } } });

export const cluster = style({ cursor: 'pointer', outline: 'none' });
// The SVG group takes the focus; its circle shows it (an outline around a <g> is not drawn everywhere).
globalStyle(`${cluster}:focus-visible circle`, { stroke: vars.color.text, strokeWidth: 3 });
export const clusterDot = styleVariants({
  retail: { fill: vars.color.accent, fillOpacity: 0.85, stroke: vars.color.background, strokeWidth: 2 },
  pvz: { fill: vars.color.textSecondary, fillOpacity: 0.85, stroke: vars.color.background, strokeWidth: 2 },
});
export const clusterCount = style({ fill: vars.color.background, fontSize: 13, fontWeight: vars.fontWeight.strong, pointerEvents: 'none' });
export const chosenCard = style({ display: 'grid', gap: vars.space.xxs, padding: vars.space.s, border: `1px solid ${vars.color.text}`, borderRadius: vars.radius.control, minWidth: 0 });
export const chosenLines = style({ margin: 0, paddingLeft: vars.space.m, display: 'grid', gap: 2, fontSize: 14 });
