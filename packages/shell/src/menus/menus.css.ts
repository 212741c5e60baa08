import { iconButtonBase, media, vars } from '@ornament/ui-kit/css';
import { breakpointMax } from '@ornament/domain';
import { style } from '@vanilla-extract/css';

const belowWide = `screen and (max-width: ${breakpointMax.desktop}px)`;

/** Panels hang under the header on desktop and cover the screen above the bottom bar below 1280 px. */
export const panel = style({
  position: 'fixed',
  insetInline: 0,
  top: 0,
  bottom: 56,
  zIndex: 40,
  overflowY: 'auto',
  background: vars.color.background,
  boxShadow: vars.shadow.overlay,
  '@media': {
    [media.wide]: { position: 'absolute', top: '100%', bottom: 'auto', maxHeight: '70vh' },
  },
});

export const panelHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.s,
  padding: vars.space.m,
  borderBottom: `1px solid ${vars.color.line}`,
  fontWeight: vars.fontWeight.strong,
  '@media': { [media.wide]: { display: 'none' } },
});

export const iconButton = style([iconButtonBase, { width: 40, height: 40, selectors: { '&:hover': { background: vars.color.surface } } }]);

export const columns = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  '@media': { [media.wide]: { gridTemplateColumns: '280px 1fr', minHeight: 360 } },
});

export const sections = style({
  listStyle: 'none',
  margin: 0,
  padding: vars.space.s,
  borderRight: `1px solid ${vars.color.line}`,
  '@media': { [belowWide]: { selectors: { [`${columns}[data-selected="true"] &`]: { display: 'none' } } } },
});

export const sectionButton = style({
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.s,
  padding: `${vars.space.s} ${vars.space.m}`,
  border: 0,
  borderRadius: vars.radius.control,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  selectors: { '&:hover, &[aria-expanded="true"]': { background: vars.color.surface } },
});

export const children = style({
  padding: vars.space.m,
  '@media': { [belowWide]: { selectors: { [`${columns}[data-selected="false"] &`]: { display: 'none' } } } },
});

export const backButton = style([sectionButton, { justifyContent: 'flex-start', width: 'auto', '@media': { [media.wide]: { display: 'none' } } }]);

export const allLink = style({ display: 'inline-block', marginBottom: vars.space.m, fontWeight: vars.fontWeight.strong, textDecoration: 'underline' });

export const groups = style({
  display: 'grid',
  gap: vars.space.l,
  gridTemplateColumns: '1fr',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' } },
});

export const groupTitle = style({ fontWeight: vars.fontWeight.strong, selectors: { '&:hover': { color: vars.color.highlightInk } } });

export const leaves = style({ listStyle: 'none', margin: `${vars.space.xs} 0 0`, padding: 0, display: 'grid', gap: vars.space.xxs, fontSize: 14 });

export const leafLink = style({ color: vars.color.textSecondary, selectors: { '&:hover': { color: vars.color.text } } });

export const status = style({ padding: vars.space.l, color: vars.color.textSecondary });

export const burgerList = style({ listStyle: 'none', margin: 0, padding: vars.space.s, display: 'grid' });

export const burgerEntry = style([
  sectionButton,
  { textDecoration: 'none', paddingBlock: vars.space.m, borderBottom: `1px solid ${vars.color.line}`, borderRadius: 0 },
]);

export const burgerEntryAccent = style({ color: vars.color.sale });

export const bottomBar = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: 45,
  height: 56,
  background: vars.color.background,
  borderTop: `1px solid ${vars.color.line}`,
  '@media': { [media.wide]: { display: 'none' } },
});

export const bottomList = style({ display: 'grid', gridTemplateColumns: 'repeat(5, minmax(0, 1fr))', height: '100%', listStyle: 'none', margin: 0, padding: 0 });

export const bottomItem = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 2,
  width: '100%',
  height: '100%',
  padding: 0,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: 11,
  cursor: 'pointer',
  selectors: { '&[aria-current="page"], &[aria-expanded="true"]': { color: vars.color.highlightInk } },
});

/** Keeps the page's end clear of the fixed bottom bar. */
export const bottomSpacer = style({ height: 56, '@media': { [media.wide]: { display: 'none' } } });

export const hideFromWide = style({ '@media': { [media.wide]: { display: 'none' } } });
export const showFromWide = style({ display: 'none', '@media': { [media.wide]: { display: 'inline-flex' } } });

/** The burger is a drawer from the left, so the uncovered strip at the right is "outside" to press. */
export const drawer = style({ right: 'auto', width: 'min(360px, 85vw)' });
