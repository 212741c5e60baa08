import { closeButton, media, vars } from '@ornament/ui-kit/css';
import { style } from '@vanilla-extract/css';

export const banner = style({
  position: 'fixed',
  zIndex: 900,
  left: vars.space.s,
  right: vars.space.s,
  // Above the mobile bottom bar.
  bottom: 72,
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.s,
  padding: vars.space.m,
  background: vars.color.background,
  color: vars.color.text,
  borderRadius: vars.radius.control,
  boxShadow: vars.shadow.overlay,
  '@media': { [media.desktop]: { left: 'auto', right: vars.space.l, bottom: vars.space.l, width: 400 } },
});

/** Below 1024 px the banner spans the screen above the bottom bar; on desktop it sits in a corner. */
export const bannerSpacer = style({ '@media': { [media.desktop]: { display: 'none' } } });

export const bannerBody = style({ flex: 1, display: 'flex', flexDirection: 'column', gap: vars.space.xs, fontSize: 14, lineHeight: 1.45 });

export const bannerTitle = style({ margin: 0, fontFamily: vars.font.strong, fontWeight: vars.fontWeight.strong, fontSize: 16 });

export const bannerHtml = style({ color: vars.color.textSecondary });

export const bannerLink = style({ color: vars.color.accent, fontWeight: vars.fontWeight.strong, textDecoration: 'underline' });

export const iconButton = style([closeButton]);

export const browserList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.xs,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const browserLink = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 44,
  padding: vars.space.xs,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.control,
  color: vars.color.text,
  textDecoration: 'none',
  textAlign: 'center',
  fontSize: 14,
  selectors: { '&:hover': { borderColor: vars.color.text } },
});

export const modalText = style({ margin: 0, color: vars.color.textSecondary, lineHeight: 1.5 });

export const result = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, textAlign: 'center', padding: `${vars.space.l} 0` });

export const resultTitle = style({ margin: 0, fontFamily: vars.font.heading, fontWeight: vars.fontWeight.heading, fontSize: 22 });

export const resultText = style({ margin: 0, color: vars.color.textSecondary, lineHeight: 1.5 });
