import { globalFontFace } from '@vanilla-extract/css';

/**
 * The brand fonts' stacks, each ending in a metric-matched stand-in and a generic family.
 *
 * next/font's own fallback face names only local("Arial") (or "Times New Roman"), and Chromium's
 * local() matches a font's exact name: on Linux and Android neither font exists, so that face failed
 * to load, text painted in the browser's default serif and jumped when Inter arrived (the catalogue's
 * promotion banner and everything under it moved: CLS 0.25 in Lighthouse, issue 18). These faces also
 * name each font's metric-compatible twins (Liberation and Arimo/Tinos on Linux and ChromeOS,
 * Helvetica and Times on Apple systems). The overrides are next/font's, computed for Inter and
 * Cormorant Garamond over Arial and Times New Roman; the twins share those fonts' advance widths.
 */
const localNames = (names: readonly string[]) => names.map((name) => `local("${name}")`).join(', ');
const arialTwins = localNames(['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo', 'Helvetica']);
const timesTwins = localNames(['Times New Roman', 'TimesNewRomanPSMT', 'Liberation Serif', 'LiberationSerif', 'Tinos', 'Times']);

const interFallback = '"Inter Fallback"';
const interStrongFallback = '"Inter Strong Fallback"';
const cormorantFallback = '"Cormorant Garamond Fallback"';

globalFontFace(interFallback, {
  src: arialTwins,
  ascentOverride: '89.79%',
  descentOverride: '22.36%',
  lineGapOverride: '0%',
  sizeAdjust: '107.89%',
});
globalFontFace(interStrongFallback, {
  src: arialTwins,
  ascentOverride: '87.91%',
  descentOverride: '21.89%',
  lineGapOverride: '0%',
  sizeAdjust: '110.2%',
});
globalFontFace(cormorantFallback, {
  src: timesTwins,
  ascentOverride: '95.81%',
  descentOverride: '29.76%',
  lineGapOverride: '0%',
  sizeAdjust: '96.44%',
});

/** Inter (regular) as next/font's CSS variables name its faces, then its stand-in. */
export const interStack = `var(--font-inter-cyrillic-400), var(--font-inter-latin-400), ${interFallback}, sans-serif`;
/** Inter 600, then its stand-in. */
export const interStrongStack = `var(--font-inter-cyrillic-600), var(--font-inter-latin-600), ${interStrongFallback}, sans-serif`;
/** Cormorant Garamond 500 (the diamond brand's headings), then its stand-in. */
export const cormorantStack = `var(--font-cormorant-cyrillic-500), var(--font-cormorant-latin-500), ${cormorantFallback}, serif`;
