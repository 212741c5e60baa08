import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css';

/** A bare button around an icon: centred, no border or fill, the text colour. Size and states are the caller's. */
export const iconButtonBase = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.control,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
});

/** A close control: a 44 px touch target drawn into its corner without pushing the content. */
export const closeButton = style([iconButtonBase, { width: 44, height: 44, margin: -10 }]);
