import { media, vars } from '@ornament/ui-kit/css';
import { breakpointMax } from '@ornament/domain';
import { style, styleVariants } from '@vanilla-extract/css';

/** Holds the header's height while the sticky header is out of the flow, so the page does not jump. */
export const frame = style({});

export const header = style({
  position: 'relative',
  zIndex: 30,
  background: vars.color.background,
  borderBottom: `1px solid ${vars.color.line}`,
  selectors: {
    '&[data-sticky="true"]': { position: 'fixed', top: 0, insetInline: 0, boxShadow: vars.shadow.raised },
  },
});

const whenSticky = `${header}[data-sticky="true"] &`;
const belowWideQuery = `screen and (max-width: ${breakpointMax.desktop}px)`;

/** The sticky header is compact: no logo, no top bar and no section links (spec 1 §2). */
export const hiddenWhenSticky = style({ selectors: { [whenSticky]: { display: 'none' } } });

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
  selectors: { [whenSticky]: { display: 'none' } },
  fontSize: 13,
  color: vars.color.textSecondary,
  borderBottom: `1px solid ${vars.color.line}`,
  '@media': { [media.wide]: { display: 'block' } },
});

export const topBarInner = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.l, height: 40 });

export const topBarGroup = style({ display: 'flex', alignItems: 'center', gap: vars.space.l });

/** Product and reviews pages bring their own header (ProductHeader, ReviewsHeader) below 1280 px. */
const ownHeaderPage = `${header}[data-type="product"] &, ${header}[data-type="reviews"] &`;

export const mainBar = style({
  display: 'grid',
  alignItems: 'center',
  columnGap: vars.space.m,
  rowGap: vars.space.s,
  paddingBlock: vars.space.s,
  '@media': { [belowWideQuery]: { selectors: { [ownHeaderPage]: { display: 'none' } } } },
});

// Below 1280 px both layouts show the burger and logo over the search; catalogue, counters and
// profile live in the burger menu and the bottom bar there.
const narrowGrid = { gridTemplateColumns: 'auto 1fr', gridTemplateAreas: '"logo actions" "search search"' };

export const layout = styleVariants({
  split: {
    ...narrowGrid,
    '@media': {
      [media.wide]: { gridTemplateColumns: 'auto auto 1fr auto', gridTemplateAreas: '"logo catalog search actions"', paddingBlock: vars.space.m },
    },
  },
  centered: {
    ...narrowGrid,
    '@media': {
      [media.wide]: {
        gridTemplateColumns: 'auto minmax(0, 1fr) auto minmax(0, 1fr)',
        gridTemplateAreas: '"catalog search logo actions"',
        paddingBlock: vars.space.l,
      },
    },
  },
});

export const logoArea = style({ gridArea: 'logo', display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, lineHeight: 0 });
export const catalogArea = style({
  gridArea: 'catalog',
  display: 'none',
  alignItems: 'center',
  gap: vars.space.s,
  '@media': { [media.wide]: { display: 'flex' } },
});

export const catalogAreaByLayout = styleVariants({ split: {}, centered: {} });
export const searchArea = style({ gridArea: 'search', minWidth: 0 });
export const actionsArea = style({ gridArea: 'actions', justifySelf: 'end', display: 'flex', alignItems: 'center', gap: vars.space.xxs });

export const navBar = style({
  display: 'none',
  borderTop: `1px solid ${vars.color.line}`,
  '@media': { [media.wide]: { display: 'block' } },
  selectors: { [whenSticky]: { display: 'none' } },
});

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
    '@media': { [media.wide]: { justifyContent: 'center', gap: vars.space.xl } },
  },
});

export const navLink = style({
  display: 'inline-block',
  paddingBlock: vars.space.s,
  letterSpacing: '0.01em',
  selectors: { '&:hover': { color: vars.color.highlightInk } },
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

/** The profile button's mark of a signed-in shopper. */
export const signedInDot = style({
  position: 'absolute',
  top: 5,
  right: 5,
  width: 8,
  height: 8,
  borderRadius: '50%',
  background: vars.color.success,
  boxShadow: `0 0 0 2px ${vars.color.background}`,
});

/** The same mark on the bottom bar's profile item, beside the centred icon. */
export const signedInDotBottom = style([signedInDot, { top: 6, right: 'auto', left: 'calc(50% + 5px)' }]);

export const phone = style({ color: vars.color.text, fontWeight: vars.fontWeight.strong, fontVariantNumeric: 'tabular-nums' });

/** Favourites, basket, bell, profile and the phone icon live in the bottom bar or burger below 1280 px. */
export const hideBelowWide = style({ display: 'none', '@media': { [media.wide]: { display: 'inline-flex' } } });

export const topLink = style({ selectors: { '&:hover': { color: vars.color.text } } });

export const promoButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.s,
  paddingInline: vars.space.s,
  height: 28,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: { '&:hover': { color: vars.color.highlightInk } },
});
export const promoItem = style({ position: 'relative', display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs });
const promoHovered = `${promoButton}:hover &, ${promoButton}:focus-visible &`;

/**
 * With a hover picture the two pictures trade places while the button is hovered or focused. The
 * hover one lies over the other, invisible rather than not displayed: a lazy picture that is not laid
 * out would first load on the first hover, and show nothing then.
 */
export const promoImageHover = style({
  position: 'absolute',
  left: 0,
  display: 'block',
  width: 20,
  height: 20,
  objectFit: 'contain',
  visibility: 'hidden',
  selectors: { [promoHovered]: { visibility: 'visible' } },
});

export const promoImage = style({
  display: 'block',
  width: 20,
  height: 20,
  objectFit: 'contain',
  selectors: {
    [`${promoButton}:hover [data-swap="true"] > &`]: { visibility: 'hidden' },
    [`${promoButton}:focus-visible [data-swap="true"] > &`]: { visibility: 'hidden' },
  },
});
