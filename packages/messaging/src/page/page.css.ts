import { vars } from '@ornament/ui-kit/css';
import { style } from '@vanilla-extract/css';

export const title = style({
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.heading,
  letterSpacing: vars.letterSpacing.heading,
  fontSize: 28,
  lineHeight: 1.2,
  margin: `0 0 ${vars.space.m}`,
});
