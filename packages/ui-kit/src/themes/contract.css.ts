import { createThemeContract } from '@vanilla-extract/css';

/** Every brand theme fills these; components read only these variables, never brand values. */
export const vars = createThemeContract({
  color: {
    background: null,
    surface: null,
    text: null,
    textSecondary: null,
    line: null,
    accent: null,
    accentText: null,
    highlight: null,
    highlightText: null,
    /** The highlight as text on the background: dark enough for WCAG AA (4.5:1). */
    highlightInk: null,
    success: null,
    warning: null,
    /** The warning as small text on the background ('Осталось N шт'): the brand's #B26A00 is 4.2:1, under WCAG AA. */
    warningInk: null,
    sale: null,
  },
  font: {
    body: null,
    heading: null,
    strong: null,
    price: null,
  },
  fontWeight: {
    body: null,
    heading: null,
    strong: null,
  },
  letterSpacing: {
    heading: null,
    caps: null,
  },
  radius: {
    control: null,
    image: null,
    pill: null,
  },
  space: {
    none: null,
    xxs: null,
    xs: null,
    s: null,
    m: null,
    l: null,
    xl: null,
    xxl: null,
  },
  shadow: {
    raised: null,
    overlay: null,
  },
  layout: {
    containerMax: null,
    gutter: null,
    gridGap: null,
    cardPadding: null,
  },
});

export type ThemeVars = typeof vars;
