import { globalFontFace } from '@vanilla-extract/css';

/**
 * The brand fonts' stacks, each ending in metric-matched stand-ins and a generic family.
 *
 * next/font's own fallback face names only local("Arial") (or "Times New Roman"), and Chromium's
 * local() matches a font's exact name: on Linux and Android neither font exists, so that face failed
 * to load, text painted in the browser's default serif and jumped when Inter arrived (the catalogue's
 * promotion banner and everything under it moved: CLS 0.25 in Lighthouse, issue 18).
 *
 * - The first stand-in is Arial or a twin with Arial's advance widths (Liberation Sans on Linux,
 *   Arimo on ChromeOS), with next/font's overrides for Inter over Arial.
 * - Android has none of them: the second is Roboto, with the same overrides computed for it from
 *   Next's font metrics (average width and vertical metrics, as next/font computes them).
 * Each local() name is one font lookup, paid on every first paint, so the lists are short.
 */
const localNames = (names: readonly string[]) => names.map((name) => `local("${name}")`).join(', ');
const arialTwins = localNames(['Arial', 'Liberation Sans', 'Arimo']);
const timesTwins = localNames(['Times New Roman', 'Liberation Serif', 'Tinos']);

const interFallback = '"Inter Fallback"';
const interRobotoFallback = '"Inter Roboto Fallback"';
const interStrongFallback = '"Inter Strong Fallback"';
const interStrongRobotoFallback = '"Inter Strong Roboto Fallback"';
const cormorantFallback = '"Cormorant Garamond Fallback"';

const overrides = (ascent: string, descent: string, size: string) => ({ ascentOverride: ascent, descentOverride: descent, lineGapOverride: '0%', sizeAdjust: size });

globalFontFace(interFallback, { src: arialTwins, ...overrides('89.79%', '22.36%', '107.89%') });
globalFontFace(interRobotoFallback, { src: 'local("Roboto")', ...overrides('89.59%', '22.31%', '108.13%') });
globalFontFace(interStrongFallback, { src: arialTwins, ...overrides('87.91%', '21.89%', '110.2%') });
globalFontFace(interStrongRobotoFallback, { src: 'local("Roboto")', ...overrides('87.71%', '21.84%', '110.44%') });
globalFontFace(cormorantFallback, { src: timesTwins, ...overrides('95.81%', '29.76%', '96.44%') });

/** Inter (regular) as next/font's CSS variables name its faces, then its stand-ins. */
export const interStack = `var(--font-inter-cyrillic-400), var(--font-inter-latin-400), ${interFallback}, ${interRobotoFallback}, sans-serif`;
/** Inter 600, then its stand-ins. */
export const interStrongStack = `var(--font-inter-cyrillic-600), var(--font-inter-latin-600), ${interStrongFallback}, ${interStrongRobotoFallback}, sans-serif`;
/** Cormorant Garamond 500 (the diamond brand's headings), then its stand-in. */
export const cormorantStack = `var(--font-cormorant-cyrillic-500), var(--font-cormorant-latin-500), ${cormorantFallback}, serif`;
