import { textFieldBase, vars } from '@ornament/ui-kit/css';
import { keyframes, style } from '@vanilla-extract/css';

export const anchor = style({ position: 'relative', display: 'inline-flex' });

export const cityButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: 0,
  border: 0,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.text } },
});
export const cityName = style({ textDecoration: 'underline dotted', textUnderlineOffset: 3 });

const fadeIn = keyframes({ from: { opacity: 0, transform: 'translateY(-4px)' }, to: { opacity: 1, transform: 'none' } });

export const tooltip = style({
  position: 'absolute',
  top: 'calc(100% + 8px)',
  insetInlineStart: 0,
  zIndex: 45,
  width: 260,
  padding: vars.space.m,
  background: vars.color.background,
  color: vars.color.text,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.control,
  boxShadow: vars.shadow.overlay,
  animationName: fadeIn,
  animationTimingFunction: 'ease-out',
  animationFillMode: 'both',
  '@media': { '(prefers-reduced-motion: reduce)': { animationName: 'none' } },
});
export const tooltipText = style({ margin: `0 0 ${vars.space.s}`, fontSize: 14 });
export const tooltipActions = style({ display: 'flex', gap: vars.space.xs });

const actionButton = style({
  flex: 1,
  minHeight: 36,
  padding: `0 ${vars.space.s}`,
  borderRadius: vars.radius.control,
  font: 'inherit',
  fontSize: 14,
  cursor: 'pointer',
});
export const primary = style([actionButton, { border: 0, background: vars.color.accent, color: vars.color.accentText }]);
export const secondary = style([actionButton, { border: `1px solid ${vars.color.line}`, background: vars.color.background, color: vars.color.text }]);

export const modalBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.s, minHeight: 320 });
export const searchInput = style([textFieldBase, { height: 44 }]);
export const cityList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  gap: vars.space.xxs,
  maxHeight: '50vh',
  overflowY: 'auto',
});
export const cityOption = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  width: '100%',
  padding: vars.space.xs,
  border: 0,
  borderRadius: vars.radius.control,
  background: 'none',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover, &:focus-visible': { background: vars.color.surface },
    '&[aria-current="true"]': { fontWeight: vars.fontWeight.strong },
  },
});
export const region = style({ fontSize: 12, color: vars.color.textSecondary });
export const message = style({ margin: 0, color: vars.color.textSecondary });
export const error = style({ margin: 0, color: vars.color.sale });
