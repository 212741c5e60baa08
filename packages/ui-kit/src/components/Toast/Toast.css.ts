import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '../../styles/breakpoints';
import { vars } from '../../themes/contract.css';

export const toastTones = ['neutral', 'success', 'warning', 'error'] as const;
export type ToastTone = (typeof toastTones)[number];

export const toast = recipe({
  base: {
    position: 'fixed',
    zIndex: 1000,
    left: vars.space.m,
    right: vars.space.m,
    bottom: 72,
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.s,
    padding: vars.space.m,
    borderRadius: vars.radius.control,
    background: vars.color.background,
    color: vars.color.text,
    boxShadow: vars.shadow.overlay,
    borderLeft: '4px solid transparent',
    '@media': {
      [media.tablet]: { left: 'auto', right: vars.space.l, bottom: vars.space.l, width: 360 },
    },
  },
  variants: {
    tone: {
      neutral: { borderLeftColor: vars.color.line },
      success: { borderLeftColor: vars.color.success },
      warning: { borderLeftColor: vars.color.warning },
      error: { borderLeftColor: vars.color.sale },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const body = style({ flex: 1, display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const title = style({ margin: 0, fontFamily: vars.font.strong, fontWeight: vars.fontWeight.strong, fontSize: 15 });

export const text = style({ margin: 0, fontSize: 14, lineHeight: 1.4, color: vars.color.textSecondary });

export const close = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 32,
  height: 32,
  margin: -6,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  borderRadius: vars.radius.control,
});
