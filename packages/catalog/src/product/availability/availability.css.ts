import { style } from '@vanilla-extract/css';
import { vars } from '@ornament/ui-kit/css';

/** One line reserved under the stock line, so the text arriving after paint moves nothing below it. */
export const slot = style({ margin: 0, minHeight: 20, fontSize: 14, color: vars.color.textSecondary });
