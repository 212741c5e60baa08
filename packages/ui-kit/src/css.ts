// Style-only entry for other packages' .css.ts files: no React, so the vanilla-extract compiler
// can evaluate it at build time.
export { vars, type ThemeVars } from './themes/contract.css';
export { media } from './styles/breakpoints';
export { closeButton, iconButtonBase } from './styles/iconButton.css';
export { pillControlBase, textFieldBase } from './styles/controls.css';
