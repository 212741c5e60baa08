import { media, vars } from '@ornament/ui-kit/css';
import { globalStyle, style } from '@vanilla-extract/css';

/** On phones the panel is hidden until its anchor is targeted (no script) or the mobile panel opens. */
export const panel = style({
  display: 'none',
  flexDirection: 'column',
  gap: vars.space.s,
  selectors: { '&:target': { display: 'flex' } },
  '@media': { [media.tablet]: { display: 'flex' } },
});

export const section = style({ borderBottom: `1px solid ${vars.color.line}`, paddingBottom: vars.space.s });

export const summary = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  paddingBlock: vars.space.xs,
  cursor: 'pointer',
  fontFamily: vars.font.strong,
  fontWeight: vars.fontWeight.strong,
  listStyle: 'none',
  selectors: { '&::-webkit-details-marker': { display: 'none' } },
});

export const resetLink = style({ fontSize: 13, fontWeight: vars.fontWeight.body, color: vars.color.textSecondary, textDecoration: 'underline' });

export const fieldList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  maxHeight: 280,
  overflowY: 'auto',
});

export const nested = style({ listStyle: 'none', margin: 0, paddingLeft: vars.space.m });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingBlock: 6,
  fontSize: 14,
  color: vars.color.text,
  selectors: { '&:hover': { color: vars.color.accent } },
});

const box = {
  flex: '0 0 auto',
  width: 16,
  height: 16,
  border: `1px solid ${vars.color.textSecondary}`,
  background: vars.color.background,
} as const;

export const checkbox = style({ ...box, borderRadius: 2 });
export const radio = style({ ...box, borderRadius: '50%' });
globalStyle(`${option}[aria-current="true"] ${checkbox}, ${option}[aria-current="true"] ${radio}`, {
  background: vars.color.text,
  boxShadow: `inset 0 0 0 3px ${vars.color.background}`,
  borderColor: vars.color.text,
});

export const count = style({ marginLeft: 'auto', color: vars.color.textSecondary, fontSize: 12, fontVariantNumeric: 'tabular-nums' });

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: 32,
  paddingInline: vars.space.s,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.pill,
  fontSize: 13,
  background: vars.color.background,
  selectors: {
    '&:hover': { borderColor: vars.color.text },
    '&[aria-current="true"]': { background: vars.color.text, color: vars.color.background, borderColor: vars.color.text },
  },
});

export const selected = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });

export const priceForm = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.xs, alignItems: 'end' });

export const priceLabel = style({ display: 'flex', flexDirection: 'column', gap: 2, fontSize: 12, color: vars.color.textSecondary });

export const priceInput = style({
  width: '100%',
  minHeight: 40,
  paddingInline: vars.space.xs,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.control,
  font: 'inherit',
  fontSize: 14,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

export const priceSubmit = style({ gridColumn: '1 / -1' });

export const mobileBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.s, width: '100%', minWidth: 0 });

export const mobileActions = style({
  position: 'sticky',
  bottom: 0,
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.xs,
  paddingBlock: vars.space.s,
  background: vars.color.background,
});

export const status = style({ fontSize: 14, color: vars.color.textSecondary });
