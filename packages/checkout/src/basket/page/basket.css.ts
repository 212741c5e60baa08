import { style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '@ornament/ui-kit/css';

export const page = style({ display: 'grid', gap: vars.space.l, paddingBlock: vars.space.l, minWidth: 0 });
export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.heading,
  letterSpacing: vars.letterSpacing.heading,
  fontSize: 28,
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.s,
});
export const count = style({ fontFamily: vars.font.body, fontSize: 16, color: vars.color.textSecondary, fontWeight: vars.fontWeight.body });

/**
 * Phones: items, the summary, then checkout (the order button after the total), then the
 * suggestions. From 1024 px the summary sticks beside the items and checkout, the suggestions below both.
 */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"items" "aside" "checkout" "upsell"',
  gap: vars.space.l,
  alignItems: 'start',
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: 'minmax(0, 1fr) 360px',
      gridTemplateAreas: '"items aside" "checkout aside" "upsell upsell"',
      gridTemplateRows: 'auto 1fr auto',
      columnGap: vars.space.xl,
    },
  },
});
export const main = style({ gridArea: 'items', display: 'grid', gap: vars.space.l, minWidth: 0 });
/**
 * The loading, empty and error states, alone in the page's column (not in the layout's grid, so no
 * grid area). One height for all three, at least the loading skeleton's, so the footer does not move
 * when the basket arrives.
 */
export const single = style({ display: 'grid', gap: vars.space.l, minWidth: 0, alignContent: 'start', minHeight: 340 });
export const checkout = style({ gridArea: 'checkout', minWidth: 0 });
/**
 * Holds the checkout panel's place while its code loads: the height of a guest's panel (heading,
 * login prompt, order button), measured at 390 and 1440 px.
 */
export const checkoutPending = style({
  minHeight: 294,
  borderRadius: vars.radius.control,
  background: vars.color.surface,
  '@media': { [media.desktop]: { minHeight: 273 } },
});
/** Holds the options' place: one 44 px field row (promo code), or two with the gift card (ui-kit's textFieldBase). */
export const optionsPending = styleVariants({
  promoOnly: { minHeight: 44 },
  withGiftCard: { minHeight: `calc(88px + ${vars.space.s})` },
});
export const aside = style({
  gridArea: 'aside',
  display: 'grid',
  gap: vars.space.m,
  minWidth: 0,
  alignSelf: 'start',
  '@media': { [media.desktop]: { position: 'sticky', top: vars.space.l } },
});

export const panel = style({ display: 'grid', minWidth: 0, gap: vars.space.s, padding: vars.space.m, background: vars.color.surface, borderRadius: vars.radius.control });
export const panelTitle = style({ margin: 0, fontSize: 18, fontFamily: vars.font.heading, fontWeight: vars.fontWeight.heading });

export const state = style({ display: 'grid', gap: vars.space.s, justifyItems: 'start', padding: `${vars.space.xl} ${vars.space.l}`, background: vars.color.surface, borderRadius: vars.radius.control });
export const stateTitle = style({ margin: 0, fontSize: 20, fontFamily: vars.font.heading, fontWeight: vars.fontWeight.heading });
export const muted = style({ margin: 0, color: vars.color.textSecondary, fontSize: 14 });
export const alert = style({ margin: 0, color: vars.color.sale, fontSize: 14 });
export const warning = style({ margin: 0, padding: `${vars.space.xs} ${vars.space.s}`, color: vars.color.warningInk, background: vars.color.surface, borderLeft: `3px solid ${vars.color.warning}`, fontSize: 14 });
export const warnings = style({ display: 'grid', gap: vars.space.xs });

export const skeleton = style({ height: 132, borderRadius: vars.radius.control, background: vars.color.surface });

/**
 * The shell's first paint (FirstPaint.tsx): both states in the HTML, boxes of their own that add no
 * box; the inline script's `data-guest` keeps the guest's empty state, otherwise the loading one shows.
 */
export const firstPaint = style({ display: 'contents' });
export const whileSession = style({ display: 'contents', selectors: { [`${firstPaint}[data-guest] &`]: { display: 'none' } } });
export const whileGuest = style({ display: 'none', selectors: { [`${firstPaint}[data-guest] &`]: { display: 'contents' } } });
