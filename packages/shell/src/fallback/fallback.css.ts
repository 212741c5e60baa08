import { vars } from '@ornament/ui-kit/css';
import { style } from '@vanilla-extract/css';

export const fallback = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.l,
  paddingBlock: vars.space.xxl,
  textAlign: 'center',
});

export const code = style({ fontFamily: vars.font.heading, fontSize: 72, lineHeight: 1, color: vars.color.highlightInk });
export const title = style({ fontSize: 26 });
export const text = style({ color: vars.color.textSecondary, maxWidth: '30em' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.s });
