import { style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { vars } from '../../themes/contract.css';

export const logo = style({
  display: 'inline-flex',
  // Under 768 px the country suffix goes below the mark, so it never runs into the header icons.
  flexDirection: 'column',
  alignItems: 'flex-start',
  rowGap: 4,
  '@media': { [media.tablet]: { flexDirection: 'row', alignItems: 'baseline' } },
  gap: vars.space.xs,
  color: vars.color.text,
  lineHeight: 1,
});

export const mark = style({ display: 'block', height: '1em', width: 'auto', overflow: 'visible' });

export const word = style({
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.heading,
});

export const suffix = style({
  fontFamily: vars.font.body,
  fontSize: '0.5em',
  letterSpacing: vars.letterSpacing.caps,
  textTransform: 'uppercase',
  color: vars.color.textSecondary,
  whiteSpace: 'nowrap',
});
