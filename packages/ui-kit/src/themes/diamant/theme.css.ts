import { createTheme } from '@vanilla-extract/css';
import { vars } from '../contract.css';
import { diamantTokens } from './tokens';

/** Class to put on <html>: the diamond brand's values for every theme variable. */
export const diamantTheme = createTheme(vars, diamantTokens, 'diamant');
