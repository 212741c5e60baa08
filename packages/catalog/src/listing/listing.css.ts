import { media, vars } from '@ornament/ui-kit/css';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.l,
  paddingTop: vars.space.m,
  paddingBottom: vars.space.xxl,
});

export const heading = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: vars.space.s });

export const title = style({
  fontSize: 26,
  '@media': { [media.tablet]: { fontSize: 34 } },
});

export const count = style({ color: vars.color.textSecondary, fontSize: 14, fontVariantNumeric: 'tabular-nums' });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.s,
  paddingBottom: vars.space.s,
  borderBottom: `1px solid ${vars.color.line}`,
});

/** A flex item may not grow past the toolbar: the list inside scrolls sideways instead of widening the page. */
export const sortNav = style({ minWidth: 0, maxWidth: '100%' });

export const sortList = style({
  display: 'flex',
  gap: vars.space.m,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  overflowX: 'auto',
  fontSize: 14,
  scrollbarWidth: 'none',
});

export const sortLink = style({
  display: 'inline-block',
  paddingBlock: vars.space.xxs,
  whiteSpace: 'nowrap',
  color: vars.color.textSecondary,
  borderBottom: '1px solid transparent',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[aria-current="true"]': { color: vars.color.text, borderBottomColor: vars.color.text },
  },
});

export const pagination = style({
  display: 'flex',
  justifyContent: 'center',
  gap: vars.space.xxs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  fontVariantNumeric: 'tabular-nums',
});

export const pageLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 40,
  height: 40,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.control,
  border: `1px solid ${vars.color.line}`,
  selectors: {
    '&:hover': { borderColor: vars.color.text },
    '&[aria-current="page"]': { background: vars.color.text, color: vars.color.background, borderColor: vars.color.text },
  },
});

export const gap = style({ display: 'inline-flex', alignItems: 'center', minWidth: 24, justifyContent: 'center' });

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.m,
  paddingBlock: vars.space.xxl,
  textAlign: 'center',
  background: vars.color.surface,
});

/** Filters beside the products from tablets up; stacked on phones (the panel opens from a button). */
export const body = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.l,
  alignItems: 'start',
  '@media': { [media.tablet]: { gridTemplateColumns: '220px minmax(0, 1fr)' }, [media.wide]: { gridTemplateColumns: '260px minmax(0, 1fr)' } },
});

export const main = style({ display: 'flex', flexDirection: 'column', gap: vars.space.l, minWidth: 0 });

export const notice = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.s,
  padding: vars.space.l,
  background: vars.color.surface,
});
