import { style } from '@vanilla-extract/css';
import { vars } from '@ornament/ui-kit/css';

export const text = style({ margin: `0 0 ${vars.space.m}`, fontSize: 15, lineHeight: 1.5 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.s });
