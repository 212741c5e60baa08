import { style } from '@vanilla-extract/css';

/** Class for <html>: the theme reads --font-sans and --font-sans-strong; here they become the loaded families. */
export const fontStacks = style({
  vars: {
    '--font-sans': 'var(--font-inter-cyrillic-400), var(--font-inter-latin-400)',
    '--font-sans-strong': 'var(--font-inter-cyrillic-600), var(--font-inter-latin-600)',
  },
});
