import { vars } from '@ornament/ui-kit/css';
import { style } from '@vanilla-extract/css';

export const toggle = style({
  position: 'relative',
  width: 44,
  height: 24,
  flex: '0 0 44px',
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.line}`,
  background: vars.color.surface,
  cursor: 'pointer',
  padding: 0,
  transition: 'background-color 150ms ease',
  selectors: {
    '&[aria-checked="true"]': { background: vars.color.accent, borderColor: vars.color.accent },
    '&:disabled': { opacity: 0.5, cursor: 'progress' },
  },
});

export const knob = style({
  position: 'absolute',
  top: 2,
  left: 2,
  width: 18,
  height: 18,
  borderRadius: '50%',
  background: vars.color.background,
  boxShadow: vars.shadow.raised,
  transition: 'transform 150ms ease',
  selectors: { [`${toggle}[aria-checked="true"] &`]: { transform: 'translateX(20px)' } },
});

export const title = style({ fontWeight: vars.fontWeight.strong });
