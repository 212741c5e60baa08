import { media, vars } from '@ornament/ui-kit/css';
import { style } from '@vanilla-extract/css';

/**
 * Clear of the toasts (ui-kit Toast) and the session's notices, which stand at the bottom: at the top
 * on a phone, at the bottom left of a wide screen.
 */
export const notice = style({
  position: 'fixed',
  zIndex: 1000,
  left: vars.space.m,
  right: vars.space.m,
  top: vars.space.s,
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.s,
  padding: vars.space.m,
  borderRadius: vars.radius.control,
  boxShadow: vars.shadow.overlay,
  '@media': { [media.tablet]: { top: 'auto', right: 'auto', bottom: vars.space.l, width: 360 } },
});
export const body = style({ flex: 1, display: 'grid', gap: vars.space.xxs });
export const title = style({ margin: 0, fontWeight: vars.fontWeight.strong });
export const text = style({ margin: 0, fontSize: 14 });
export const link = style({ fontSize: 14, fontWeight: vars.fontWeight.strong });
export const close = style({ background: 'none', border: 0, padding: 0, cursor: 'pointer', lineHeight: 0 });
