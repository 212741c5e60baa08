import { vars } from '@ornament/ui-kit/css';
import { style } from '@vanilla-extract/css';

export const error = style({ margin: 0, color: vars.color.sale, fontSize: 13 });
