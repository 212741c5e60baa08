/** The strip's image sizes; they match its column widths in home.css.ts. */
export const stripSizes = '(min-width: 1440px) 270px, (min-width: 1280px) 20vw, (min-width: 768px) 31vw, 46vw';
