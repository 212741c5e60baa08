import { media, vars } from '@ornament/ui-kit/css';
import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space.m, paddingBlock: vars.space.l });
export const title = style({ margin: 0, fontFamily: vars.font.heading, fontWeight: vars.fontWeight.heading, fontSize: 28 });
export const muted = style({ margin: 0, color: vars.color.textSecondary });

export const toolbar = style({ display: 'grid', gap: vars.space.s, '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(180px, 240px) 1fr', alignItems: 'end' } } });
export const field = style({ display: 'grid', gap: vars.space.xxs, fontSize: 14 });
export const control = style({
  minHeight: 44,
  padding: `0 ${vars.space.s}`,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.control,
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
});
export const searchRow = style({ display: 'flex', gap: vars.space.xs });
export const grow = style({ flex: 1, minWidth: 0 });
export const searchSubmit = style({ alignSelf: 'end', flexShrink: 0, minHeight: 44 });

export const filters = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, border: 0, margin: 0, padding: 0 });
export const filterChip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: 40,
  padding: `0 ${vars.space.s}`,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.pill,
  cursor: 'pointer',
});
globalStyle(`${filterChip}:has(input:checked)`, { borderColor: vars.color.accent, background: vars.color.surface });

export const layout = style({
  display: 'grid',
  gap: vars.space.m,
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(320px, 400px) 1fr', alignItems: 'start' } },
});
export const side = style({ display: 'grid', gap: vars.space.s, alignContent: 'start', '@media': { [media.desktop]: { order: 0 } } });
export const mapBox = style({ position: 'relative', minHeight: 320, '@media': { [media.desktop]: { position: 'sticky', top: vars.space.m } } });
export const leaflet = style({ width: '100%', height: 520, borderRadius: vars.radius.control, border: `1px solid ${vars.color.line}` });
/** Leaflet draws its markers with stroke and fill attributes; these rules win over them in the brand's colours. */
export const leafletMarker = style({ fill: vars.color.accent, stroke: vars.color.background, strokeWidth: 2, fillOpacity: 0.9 });
export const leafletMarkerChosen = style({ stroke: vars.color.text, strokeWidth: 3 });

export const svg = style({ width: '100%', height: 'auto', display: 'block', background: vars.color.surface, borderRadius: vars.radius.control, border: `1px solid ${vars.color.line}` });
export const grid = style({ stroke: vars.color.line, strokeWidth: 1 });
export const marker = style({ cursor: 'pointer', outline: 'none' });
globalStyle(`${marker}:focus-visible circle`, { stroke: vars.color.text, strokeWidth: 3 });
export const markerDot = styleVariants({
  shop: { fill: vars.color.accent, stroke: vars.color.background, strokeWidth: 2 },
  premium: { fill: vars.color.highlight, stroke: vars.color.text, strokeWidth: 1.5 },
});
export const markerChosen = style({ fill: 'none', stroke: vars.color.text, strokeWidth: 2 });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs, '@media': { [media.desktop]: { maxHeight: 560, overflowY: 'auto' } } });
export const pointButton = style({
  display: 'grid',
  gap: 2,
  width: '100%',
  padding: vars.space.s,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.control,
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  selectors: { '&[aria-current="true"]': { borderColor: vars.color.accent } },
});
export const pointName = style({ fontWeight: vars.fontWeight.strong });
export const small = style({ fontSize: 13, color: vars.color.textSecondary });

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } });
export const skeleton = style({ height: 68, borderRadius: vars.radius.control, background: vars.color.surface, animation: `${pulse} 1.2s ease-in-out infinite` });

export const detail = style({ display: 'grid', gap: vars.space.s, padding: vars.space.m, border: `1px solid ${vars.color.line}`, borderRadius: vars.radius.control });
export const detailTitle = style({ margin: 0, fontSize: 20, fontFamily: vars.font.heading });
export const defs = style({ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `${vars.space.xxs} ${vars.space.s}`, margin: 0 });
export const term = style({ color: vars.color.textSecondary });
export const holidays = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xxs });
export const alert = style({ margin: 0, color: vars.color.sale });
