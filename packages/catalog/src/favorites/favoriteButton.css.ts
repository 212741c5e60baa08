import { iconButtonBase, vars } from '@ornament/ui-kit/css';
import { globalStyle, style } from '@vanilla-extract/css';

export const heart = style([
  iconButtonBase,
  {
    width: 40,
    height: 40,
    selectors: {
      '&[aria-pressed="true"]': { color: vars.color.sale },
      '&:disabled': { cursor: 'progress', opacity: 0.6 },
      '&:focus-visible': { outline: `2px solid ${vars.color.accent}`, outlineOffset: 2 },
    },
  },
]);

/** Added: the outlined heart fills in. */
globalStyle(`${heart}[aria-pressed="true"] svg`, { fill: 'currentColor' });
