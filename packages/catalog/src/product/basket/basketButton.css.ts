import { vars } from '@ornament/ui-kit/css';
import { style } from '@vanilla-extract/css';

/** The primary action of the page, as ui-kit's primary button at size l (a class string the client leaf takes as a prop). */
export const basketButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  height: 52,
  padding: '0 28px',
  border: '1px solid transparent',
  borderRadius: vars.radius.control,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontFamily: vars.font.strong,
  fontSize: 15,
  fontWeight: vars.fontWeight.strong,
  letterSpacing: '0.02em',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { filter: 'brightness(1.12)' },
    '&:disabled, &[aria-busy="true"]': { opacity: 0.6, cursor: 'progress' },
  },
  '@media': { 'screen and (min-width: 768px)': { maxWidth: 360 } },
});
