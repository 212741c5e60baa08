import { vars } from '@ornament/ui-kit/css';
import { globalStyle, style } from '@vanilla-extract/css';

export const calculator = style({ display: 'grid', gap: vars.space.l });

/** The calculator's parts are the request forms' panels. */
export { section as part, sectionTitle as partTitle } from '../forms/forms.css';

export const fields = style({ display: 'grid', gap: vars.space.s, gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))', alignItems: 'end' });
// Controls take their cell's width, not their intrinsic one, so two columns fit a phone.
globalStyle(`${fields} > *`, { minWidth: 0 });
globalStyle(`${fields} input, ${fields} select`, { width: '100%', minWidth: 0, boxSizing: 'border-box' });

export const select = style({
  font: 'inherit',
  padding: `${vars.space.xs} ${vars.space.s}`,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.control,
  background: vars.color.background,
  color: vars.color.text,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });
export const listItem = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.s,
  padding: `${vars.space.xs} 0`,
  borderBottom: `1px solid ${vars.color.line}`,
});

export const productRow = style({ display: 'grid', gridTemplateColumns: '56px 1fr auto', gap: vars.space.s, alignItems: 'center' });
export const productImage = style({ width: 56, height: 56, objectFit: 'contain', background: vars.color.background, borderRadius: vars.radius.control });

export const button = style({
  font: 'inherit',
  padding: `${vars.space.xs} ${vars.space.l}`,
  border: `1px solid ${vars.color.text}`,
  borderRadius: vars.radius.control,
  background: vars.color.text,
  color: vars.color.background,
  cursor: 'pointer',
  justifySelf: 'start',
  selectors: { '&:disabled': { opacity: 0.5, cursor: 'default' } },
});

export const muted = style({ margin: 0, color: vars.color.textSecondary, fontSize: 14 });
export const notice = style({ margin: 0, color: vars.color.success, fontSize: 14 });

export const figures = style({ display: 'grid', gridTemplateColumns: '1fr auto', gap: `${vars.space.xxs} ${vars.space.m}`, margin: 0 });
export const figureValue = style({ margin: 0, fontWeight: vars.fontWeight.strong, textAlign: 'right' });

export const stores = style({ display: 'grid', gap: vars.space.m, maxWidth: 880, margin: '0 auto', padding: `0 ${vars.layout.gutter} ${vars.space.xl}` });
export const storeList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.s, gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))' });
export const store = style({ display: 'grid', gap: vars.space.xxs, padding: vars.space.m, border: `1px solid ${vars.color.line}`, borderRadius: vars.radius.control });
export const storeName = style({ margin: 0, fontWeight: vars.fontWeight.strong });
