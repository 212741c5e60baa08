import { media, pillControlBase, textFieldBase, vars } from '@ornament/ui-kit/css';
import { style } from '@vanilla-extract/css';

export const folders = style({
  display: 'flex',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  overflowX: 'auto',
  scrollbarWidth: 'none',
});

export const chip = style([pillControlBase, {
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': { background: vars.color.accent, borderColor: vars.color.accent, color: vars.color.accentText },
    '&:focus-visible': { outline: `2px solid ${vars.color.accent}`, outlineOffset: 2 },
  },
}]);

export const chipCount = style({ color: 'inherit', opacity: 0.7, fontVariantNumeric: 'tabular-nums' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });

export const folderHeader = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.s });

export const folderTitle = style({ margin: 0, fontSize: 22, '@media': { [media.tablet]: { fontSize: 26 } } });

export const cardActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, paddingTop: vars.space.xs });

export const textButton = style({
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.textSecondary,
  font: 'inherit',
  fontSize: 13,
  textDecoration: 'underline',
  textUnderlineOffset: 3,
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.text }, '&:disabled': { cursor: 'progress', opacity: 0.6 } },
});

export const check = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, fontSize: 14, cursor: 'pointer' });

export const state = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.s,
  padding: `${vars.space.xxl} ${vars.space.m}`,
  textAlign: 'center',
  color: vars.color.textSecondary,
});

export const stateTitle = style({ margin: 0, fontSize: 20, color: vars.color.text });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.s });

export const field = style([textFieldBase, {
  width: '100%',
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.sale } },
}]);

export const fieldMeta = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.s, fontSize: 13, color: vars.color.textSecondary });

export const fieldError = style({ margin: 0, color: vars.color.sale, fontSize: 13 });

export const folderChoices = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });

export const folderChoice = style([chip, { width: '100%', justifyContent: 'space-between', borderRadius: vars.radius.control, minHeight: 44 }]);

export const skeleton = style({ minHeight: 320, borderRadius: vars.radius.image, background: vars.color.surface });

export const note = style({ margin: 0, fontSize: 14, color: vars.color.textSecondary });

export const folderFilters = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, alignItems: 'flex-start' });

export const folderFilterRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.s, maxWidth: '100%' });

export const folderFilterName = style({ flex: 'none', fontSize: 14, color: vars.color.textSecondary });
