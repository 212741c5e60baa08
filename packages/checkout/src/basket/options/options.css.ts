import { style } from '@vanilla-extract/css';
import { textFieldBase, vars } from '@ornament/ui-kit/css';

export const form = style({ display: 'flex', gap: vars.space.xs, minWidth: 0 });
export const field = style([textFieldBase, { flex: 1, width: 0, minWidth: 0, textTransform: 'uppercase', selectors: { '&::placeholder': { textTransform: 'none' } } }]);
export const plainField = style([textFieldBase, { flex: 1, width: 0, minWidth: 0 }]);
export const codes = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xxs });
export const code = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.s, fontSize: 14 });
export const codeName = style({ fontWeight: vars.fontWeight.strong, letterSpacing: vars.letterSpacing.caps });
export const applied = style({ color: vars.color.success });
export const error = style({ margin: 0, color: vars.color.sale, fontSize: 13 });
export const remove = style({
  padding: 0,
  border: 0,
  background: 'none',
  font: 'inherit',
  fontSize: 13,
  color: vars.color.textSecondary,
  textDecoration: 'underline',
  cursor: 'pointer',
});
export const toggle = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `0 ${vars.space.xs}`, alignItems: 'start', cursor: 'pointer' });
export const toggleBox = style({ width: 20, height: 20, margin: '2px 0 0', accentColor: vars.color.text, cursor: 'pointer' });
export const toggleTitle = style({ fontWeight: vars.fontWeight.strong, fontSize: 15 });
const noteText = { margin: 0, color: vars.color.textSecondary, fontSize: 13 } as const;
/** A line under a toggle's title, in the toggle's second column. */
export const toggleNote = style({ gridColumn: 2, ...noteText });
/** A line of its own in the panel (a grid column of its own would squeeze the promo form). */
export const note = style(noteText);
