import localFont from 'next/font/local';

// Inter from @fontsource, one family per subset and weight. None is preloaded: Chromium holds the
// first paint for a preloaded font (Lighthouse saw first paints of 1.2 and 2.2 s instead of 0.2 s,
// issue 18), while the inline stylesheet names the files early enough. next/font's fallback faces are
// off: the stacks end in the ui-kit's metric-matched stand-ins (themes/fontStacks.css.ts), which find
// Arial's twins where Arial is missing, so text does not shift when the fonts arrive.
const interCyrillic400 = localFont({
  src: '../node_modules/@fontsource/inter/files/inter-cyrillic-400-normal.woff2',
  weight: '400',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  variable: '--font-inter-cyrillic-400',
  declarations: [{ prop: 'unicode-range', value: 'U+0301, U+0400-045F, U+0490-0491, U+04B0-04B1, U+2116' }],
});
const interLatin400 = localFont({
  src: '../node_modules/@fontsource/inter/files/inter-latin-400-normal.woff2',
  weight: '400',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  variable: '--font-inter-latin-400',
});
const interCyrillic600 = localFont({
  src: '../node_modules/@fontsource/inter/files/inter-cyrillic-600-normal.woff2',
  weight: '600',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  variable: '--font-inter-cyrillic-600',
  declarations: [{ prop: 'unicode-range', value: 'U+0301, U+0400-045F, U+0490-0491, U+04B0-04B1, U+2116' }],
});
const interLatin600 = localFont({
  src: '../node_modules/@fontsource/inter/files/inter-latin-600-normal.woff2',
  weight: '600',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  variable: '--font-inter-latin-600',
});

/** Classes for <html> that define the font variables the theme reads (see app/fonts.css.ts). */
export const fontVariables = [interCyrillic400, interLatin400, interCyrillic600, interLatin600].map((font) => font.variable).join(' ');
