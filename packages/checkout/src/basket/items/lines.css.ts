import { style } from '@vanilla-extract/css';
import { media, vars } from '@ornament/ui-kit/css';

export const section = style({ display: 'grid', gap: vars.space.s, minWidth: 0 });
export const sectionTitle = style({ margin: 0, fontSize: 18, fontFamily: vars.font.heading, fontWeight: vars.fontWeight.heading });
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.s, paddingBottom: vars.space.s, borderBottom: `1px solid ${vars.color.line}` });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid' });

export const line = style({
  display: 'grid',
  gridTemplateColumns: 'auto 88px minmax(0, 1fr)',
  gap: vars.space.s,
  paddingBlock: vars.space.m,
  borderBottom: `1px solid ${vars.color.line}`,
  alignItems: 'start',
  '@media': { [media.tablet]: { gridTemplateColumns: 'auto 120px minmax(0, 1fr) auto' } },
});
export const lineMuted = style({ opacity: 0.7 });
export const photoLink = style({ display: 'block', background: vars.color.surface, aspectRatio: '1', borderRadius: vars.radius.image, overflow: 'hidden' });
export const photo = style({ width: '100%', height: '100%', objectFit: 'contain', display: 'block' });
export const info = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });
export const title = style({ color: vars.color.text, textDecoration: 'none', fontWeight: vars.fontWeight.strong, selectors: { '&:hover': { textDecoration: 'underline' } } });
export const facts = style({ margin: 0, color: vars.color.textSecondary, fontSize: 13 });
export const side = style({
  gridColumn: '2 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.s,
  '@media': { [media.tablet]: { gridColumn: 'auto', flexDirection: 'column', alignItems: 'flex-end' } },
});
export const actions = style({ display: 'flex', gap: vars.space.s, alignItems: 'center' });
export const linkButton = style({
  padding: 0,
  border: 0,
  background: 'none',
  font: 'inherit',
  fontSize: 14,
  color: vars.color.textSecondary,
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.text }, '&:disabled': { cursor: 'default', opacity: 0.5 } },
});
export const lineWarning = style({ margin: 0, color: vars.color.warningInk, fontSize: 13 });

export const check = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, cursor: 'pointer', fontSize: 15 });
export const checkbox = style({ width: 20, height: 20, margin: 0, accentColor: vars.color.text, cursor: 'pointer' });
export const lineCheck = style({ paddingTop: vars.space.xs });

export const stepper = style({ display: 'inline-flex', alignItems: 'center', border: `1px solid ${vars.color.line}`, borderRadius: vars.radius.control });
export const stepButton = style({
  width: 36,
  height: 36,
  border: 0,
  background: 'none',
  font: 'inherit',
  fontSize: 18,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:disabled': { color: vars.color.line, cursor: 'default' } },
});
export const stepValue = style({ minWidth: 32, textAlign: 'center', fontVariantNumeric: 'tabular-nums' });

export const justAdded = style({ margin: 0, color: vars.color.accent, fontSize: 13, fontWeight: 600 });
