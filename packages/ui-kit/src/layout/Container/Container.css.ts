import { style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { vars } from '../../themes/contract.css';

export const container = style({
  width: '100%',
  maxWidth: vars.layout.containerMax,
  marginInline: 'auto',
  paddingInline: vars.layout.gutter,
  '@media': {
    [media.tablet]: { paddingInline: vars.space.l },
    [media.wide]: { paddingInline: vars.space.xl },
  },
});
