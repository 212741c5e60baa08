import { createTheme } from '@vanilla-extract/css';
import { vars } from '../contract.css';
import { mainTokens } from './tokens';

/** Class to put on <html>: the main brand's values for every theme variable. */
export const mainTheme = createTheme(vars, mainTokens, 'main');
