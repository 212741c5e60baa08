import { style } from '@vanilla-extract/css';

/** The price (or stock) line; `data-live` once the live answer (portalled in after the cached one) differs. */
export const slot = style({});

/** The cached page's line, hidden behind the live one: the line keeps its place, only its text changes. */
export const cached = style({ selectors: { [`${slot}[data-live] > &`]: { display: 'none' } } });
