import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const stars = style({ display: 'inline-flex', gap: 2, color: vars.color.highlight, verticalAlign: 'middle' });

export const starEmpty = style({ color: vars.color.line });
