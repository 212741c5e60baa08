import { breakpoints } from '@ornament/domain';
import { iconButtonBase, vars } from '@ornament/ui-kit/css';
import { style } from '@vanilla-extract/css';

// Spec 1 §4: at 600 px and narrower the open search takes the whole screen.
const fullScreen = `screen and (max-width: ${breakpoints.search}px)`;
const wide = `screen and (min-width: ${breakpoints.search + 1}px)`;
// Spec 1 §9: 'Поиск' instead of 'Поиск по каталогу' under 375 px.
const narrow = 'screen and (max-width: 374px)';

export const root = style({ position: 'relative' });

export const rootOpen = style({
  '@media': {
    [fullScreen]: {
      position: 'fixed',
      inset: 0,
      zIndex: 50,
      display: 'flex',
      flexDirection: 'column',
      padding: vars.space.s,
      background: vars.color.background,
    },
  },
});

export const form = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  height: 40,
  paddingInline: vars.space.s,
  background: vars.color.surface,
  borderRadius: vars.radius.control,
  border: '1px solid transparent',
  selectors: { '&:focus-within': { borderColor: vars.color.text } },
});

export const fieldWrap = style({ position: 'relative', flex: 1, minWidth: 0, display: 'flex', alignItems: 'center' });

export const input = style({
  flex: 1,
  minWidth: 0,
  border: 0,
  background: 'transparent',
  font: 'inherit',
  fontSize: 16,
  outline: 'none',
  color: vars.color.text,
  '::-webkit-search-cancel-button': { display: 'none' },
});

/** The visible placeholder: CSS picks the long or short text, so there is no script and no flash. */
export const hint = style({
  position: 'absolute',
  insetInlineStart: 0,
  pointerEvents: 'none',
  color: vars.color.textSecondary,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  selectors: { [`${input}:not(:placeholder-shown) + &`]: { display: 'none' } },
});
export const hintLong = style({ '@media': { [narrow]: { display: 'none' } } });
export const hintShort = style({ display: 'none', '@media': { [narrow]: { display: 'inline' } } });

export const iconButton = style([
  iconButtonBase,
  { width: 32, height: 32, color: 'inherit', selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.text}` } } },
]);
export const backButton = style([iconButton, { display: 'none', '@media': { [fullScreen]: { display: 'inline-flex' } } }]);
export const closeButton = style([iconButton, { '@media': { [fullScreen]: { display: 'none' } } }]);
export const fileInput = style({ display: 'none' });

export const dropdown = style({
  position: 'absolute',
  insetInline: 0,
  top: 'calc(100% + 4px)',
  zIndex: 40,
  maxHeight: '70vh',
  overflowY: 'auto',
  padding: vars.space.s,
  background: vars.color.background,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.control,
  boxShadow: vars.shadow.overlay,
  '@media': {
    [wide]: { minWidth: 420 },
    [fullScreen]: { position: 'static', flex: 1, maxHeight: 'none', border: 0, boxShadow: 'none', paddingInline: 0 },
  },
});

export const section = style({ marginBottom: vars.space.s });
export const sectionHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  margin: 0,
  marginBottom: vars.space.xxs,
  fontSize: 13,
  fontWeight: 'normal',
  color: vars.color.textSecondary,
});
export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.control,
  color: 'inherit',
  textDecoration: 'none',
  width: '100%',
  border: 0,
  background: 'none',
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&:hover, &:focus-visible': { background: vars.color.surface, outline: 'none' } },
});
export const productImage = style({ width: 48, height: 48, objectFit: 'contain', flexShrink: 0, background: vars.color.surface, borderRadius: vars.radius.image });
export const productText = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 });
export const productName = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const textButton = style({ padding: 0, border: 0, background: 'none', font: 'inherit', color: vars.color.text, textDecoration: 'underline', cursor: 'pointer' });
export const correction = style({ margin: `0 0 ${vars.space.s}` });
export const message = style({ margin: 0, padding: vars.space.xs, color: vars.color.textSecondary });
export const error = style([message, { color: vars.color.sale }]);
