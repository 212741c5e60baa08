import { vars } from '@ornament/ui-kit/css';
import { style } from '@vanilla-extract/css';

export const block = style({ display: 'flex', flexDirection: 'column', gap: vars.space.m, paddingBlock: vars.space.l });

export const heading = style({ fontSize: 22, margin: 0 });
