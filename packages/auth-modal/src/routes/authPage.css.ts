import { vars } from '@ornament/ui-kit/css';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space.m, justifyItems: 'start', maxWidth: 480, paddingBlock: `${vars.space.xl} ${vars.space.xxl}` });

export const title = style({ fontFamily: vars.font.heading, fontWeight: vars.fontWeight.heading, letterSpacing: vars.letterSpacing.heading, fontSize: 28, lineHeight: 1.2, margin: 0 });

export const lead = style({ color: vars.color.textSecondary, margin: 0 });
