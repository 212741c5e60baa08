import { style } from '@vanilla-extract/css';
import { cormorantStack, interStack, interStrongStack } from '@ornament/ui-kit/themes/font-stacks';

/** Class for <html>: the theme reads --font-sans and --font-sans-strong; here they become the loaded families. */
export const fontStacks = style({
  vars: {
    '--font-sans': interStack,
    '--font-sans-strong': interStrongStack,
    '--font-serif': cormorantStack,
  },
});
