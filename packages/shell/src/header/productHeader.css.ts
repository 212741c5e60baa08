import { iconButtonBase, media, vars } from '@ornament/ui-kit/css';
import { style } from '@vanilla-extract/css';

export const bar = style({
  position: 'sticky',
  top: 0,
  zIndex: 30,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.s,
  height: 56,
  paddingInline: vars.space.s,
  background: vars.color.background,
  transition: 'transform 200ms ease, background-color 200ms ease',
  selectors: {
    '&[data-hidden="true"]': { transform: 'translateY(-100%)' },
    '&[data-transparent="true"]': { background: 'transparent' },
  },
  '@media': {
    // The hide-on-scroll and transparency are mobile behaviours; the desktop bar stays put.
    [media.desktop]: {
      selectors: { '&[data-hidden="true"]': { transform: 'none' }, '&[data-transparent="true"]': { background: vars.color.background } },
    },
  },
});

export const group = style({ display: 'flex', alignItems: 'center', gap: vars.space.xxs });

export const button = style([iconButtonBase, { width: 40, height: 40 }]);

export const title = style({ margin: 0, fontSize: 18, fontWeight: vars.fontWeight.strong });
