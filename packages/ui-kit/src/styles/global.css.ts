import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css';

// A small reset every storefront imports once from its root layout.
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  colorScheme: 'light',
});
/**
 * Class for <body>. Using an export keeps this module (and so the resets below) in the bundle:
 * a side-effect-only import of a .css.ts file is dropped by Turbopack.
 */
export const body = style({
  margin: 0,
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.body,
  fontSize: '15px',
  lineHeight: 1.5,
  WebkitFontSmoothing: 'antialiased',
});
globalStyle('main', { flex: '1 0 auto' });
globalStyle('h1, h2, h3, h4, p, ul, ol, figure', { margin: 0 });
globalStyle('h1, h2, h3', {
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.heading,
  letterSpacing: vars.letterSpacing.heading,
  lineHeight: 1.2,
});
globalStyle('a', { color: 'inherit', textDecoration: 'none' });
globalStyle('img, svg', { display: 'block', maxWidth: '100%' });
globalStyle('button', { font: 'inherit', color: 'inherit' });
globalStyle(':focus-visible', { outline: `2px solid ${vars.color.highlight}`, outlineOffset: '2px' });
