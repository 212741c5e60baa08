import { style } from '@vanilla-extract/css';

/** Wrappers that only listen: their children lay out as if the wrapper were not there. */
export const contents = style({ display: 'contents' });
