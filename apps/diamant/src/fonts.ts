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

// Cormorant Garamond for headings and the wordmark (BRANDS.md). Its fallback cannot match it for
// Cyrillic (the metric override follows the Latin glyphs), so a swap moved the catalogue under its
// heading (CLS 0.024): it is `optional` instead, used when it is there by the first paint (cached after
// the first page), else the fallback stays for that page. Not preloaded, for the reason above: with its
// Cyrillic file preloaded a first visit did show the headings in it, but Lighthouse's first paint
// waited for the font (LCP 5.0 s on home, catalogue and product, against 1.7–1.9 s for the main
// brand in the same run), so a first visit's headings are in the fallback.
const cormorantCyrillic500 = localFont({
  src: '../node_modules/@fontsource/cormorant-garamond/files/cormorant-garamond-cyrillic-500-normal.woff2',
  weight: '500',
  display: 'optional',
  preload: false,
  adjustFontFallback: false,
  variable: '--font-cormorant-cyrillic-500',
  declarations: [{ prop: 'unicode-range', value: 'U+0301, U+0400-045F, U+0490-0491, U+04B0-04B1, U+2116' }],
});
const cormorantLatin500 = localFont({
  src: '../node_modules/@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2',
  weight: '500',
  display: 'optional',
  preload: false,
  adjustFontFallback: false,
  variable: '--font-cormorant-latin-500',
});

/** Classes for <html> that define the font variables the theme reads (see app/fonts.css.ts). */
export const fontVariables = [interCyrillic400, interLatin400, interCyrillic600, interLatin600, cormorantCyrillic500, cormorantLatin500].map((font) => font.variable).join(' ');
