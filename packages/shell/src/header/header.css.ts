import { media, vars } from '@ornament/ui-kit/css';
import { style, styleVariants } from '@vanilla-extract/css';

export const header = style({ background: vars.color.background, borderBottom: `1px solid ${vars.color.line}` });

export const skipLink = style({
  position: 'absolute',
  left: vars.space.m,
  top: -100,
  zIndex: 10,
  padding: vars.space.s,
  background: vars.color.text,
  color: vars.color.background,
  selectors: { '&:focus': { top: vars.space.s } },
});

export const topBar = style({
  display: 'none',
  fontSize: 13,
  color: vars.color.textSecondary,
  borderBottom: `1px solid ${vars.color.line}`,
  '@media': { [media.desktop]: { display: 'block' } },
});

export const topBarInner = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.l, height: 40 });

export const topBarGroup = style({ display: 'flex', alignItems: 'center', gap: vars.space.l });

export const mainBar = style({
  display: 'grid',
  alignItems: 'center',
  columnGap: vars.space.m,
  rowGap: vars.space.s,
  paddingBlock: vars.space.s,
});

export const layout = styleVariants({
  split: {
    gridTemplateColumns: 'auto 1fr auto',
    // The logo spans two cells so the first column sizes to the catalogue button, not the wordmark.
    gridTemplateAreas: '"logo logo actions" "catalog search search"',
    '@media': {
      [media.desktop]: { gridTemplateColumns: 'auto auto 1fr auto', gridTemplateAreas: '"logo catalog search actions"', paddingBlock: vars.space.m },
    },
  },
  centered: {
    gridTemplateColumns: '1fr auto 1fr',
    gridTemplateAreas: '"catalog logo actions" "search search search"',
    '@media': {
      [media.desktop]: {
        gridTemplateColumns: '1fr auto 1fr',
        gridTemplateAreas: '"search logo actions"',
        paddingBlock: vars.space.l,
      },
    },
  },
});

export const logoArea = style({ gridArea: 'logo', display: 'inline-flex', lineHeight: 0 });
export const catalogArea = style({ gridArea: 'catalog', display: 'flex', alignItems: 'center', gap: vars.space.s });

/** The centred desktop header has no catalogue cell: the section links below carry 'Каталог'. */
export const catalogAreaByLayout = styleVariants({
  split: {},
  centered: { '@media': { [media.desktop]: { display: 'none' } } },
});
export const searchArea = style({ gridArea: 'search', minWidth: 0 });
export const actionsArea = style({ gridArea: 'actions', justifySelf: 'end', display: 'flex', alignItems: 'center', gap: vars.space.xxs });

export const navBar = style({ borderTop: `1px solid ${vars.color.line}` });

export const navList = style({
  display: 'flex',
  gap: vars.space.l,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  overflowX: 'auto',
  scrollbarWidth: 'none',
  whiteSpace: 'nowrap',
  fontSize: 14,
});

export const navAlign = styleVariants({
  split: {},
  centered: {
    '@media': { [media.desktop]: { justifyContent: 'center', gap: vars.space.xl } },
  },
});

export const navLink = style({
  display: 'inline-block',
  paddingBlock: vars.space.s,
  letterSpacing: '0.01em',
  selectors: { '&:hover': { color: vars.color.highlight } },
});

export const navLinkCaps = style({
  textTransform: 'uppercase',
  letterSpacing: vars.letterSpacing.caps,
  fontSize: 12,
});

export const navLinkAccent = style({ color: vars.color.sale });

export const iconLink = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  borderRadius: vars.radius.control,
  selectors: { '&:hover': { background: vars.color.surface } },
});

export const city = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs });

export const phone = style({ color: vars.color.text, fontWeight: vars.fontWeight.strong, fontVariantNumeric: 'tabular-nums' });

export const search = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  height: 40,
  paddingInline: vars.space.s,
  background: vars.color.surface,
  borderRadius: vars.radius.control,
  border: '1px solid transparent',
  selectors: { '&:focus-within': { borderColor: vars.color.text } },
});

export const searchInput = style({
  flex: 1,
  minWidth: 0,
  border: 0,
  background: 'transparent',
  font: 'inherit',
  fontSize: 16,
  outline: 'none',
  color: vars.color.text,
  '::placeholder': { color: vars.color.textSecondary },
});

export const hideBelowDesktop = style({ display: 'none', '@media': { [media.desktop]: { display: 'inline-flex' } } });
