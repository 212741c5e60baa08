import { media, textFieldBase, vars } from '@ornament/ui-kit/css';
import { globalStyle, style } from '@vanilla-extract/css';

/** Inside ui-kit's Container (the page column); only the vertical rhythm and the nav column here. */
export const frame = style({
  paddingBlock: `${vars.space.l} ${vars.space.xxl}`,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.l,
  '@media': { [media.desktop]: { gridTemplateColumns: '240px minmax(0, 1fr)', gap: vars.space.xl, alignItems: 'start' } },
});

/** From 1024 px the whole column (title, links, logout) stays in view together; a sticky list alone slid over the logout button. */
export const aside = style({ minWidth: 0, '@media': { [media.desktop]: { position: 'sticky', top: vars.space.l, alignSelf: 'start' } } });

export const nav = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  paddingBottom: vars.space.xs,
  borderBottom: `1px solid ${vars.color.line}`,
  '@media': { [media.desktop]: { flexDirection: 'column', overflowX: 'visible', borderBottom: 'none', gap: vars.space.xxs } },
});

export const navTitle = style({ display: 'none', fontFamily: vars.font.heading, fontSize: 18, margin: `0 0 ${vars.space.s}`, '@media': { [media.desktop]: { display: 'block' } } });

export const navLink = style({
  whiteSpace: 'nowrap',
  padding: `${vars.space.xs} ${vars.space.s}`,
  borderRadius: vars.radius.control,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: 14,
  selectors: {
    '&:hover': { background: vars.color.surface },
    '&[aria-current="page"]': { background: vars.color.surface, fontWeight: vars.fontWeight.strong },
  },
});

export const navFooter = style({ marginTop: vars.space.xs, '@media': { [media.desktop]: { marginTop: vars.space.m } } });

export const main = style({ minWidth: 0, display: 'grid', gap: vars.space.l, alignContent: 'start' });

export const pageTitle = style({ fontFamily: vars.font.heading, fontWeight: vars.fontWeight.heading, letterSpacing: vars.letterSpacing.heading, fontSize: 28, lineHeight: 1.2, margin: 0 });

export const section = style({
  display: 'grid',
  gap: vars.space.m,
  padding: vars.space.l,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.control,
  background: vars.color.background,
});

export const sectionTitle = style({ fontFamily: vars.font.heading, fontWeight: vars.fontWeight.heading, fontSize: 20, margin: 0 });

export const muted = style({ color: vars.color.textSecondary, fontSize: 14, margin: 0 });

export const state = style({ display: 'grid', gap: vars.space.m, justifyItems: 'start', padding: `${vars.space.xl} 0` });

export const fields = style({ display: 'grid', gap: vars.space.m, '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } });

export const field = style({ display: 'grid', gap: vars.space.xxs, alignContent: 'start', fontSize: 14 });

export const input = style([textFieldBase, { width: '100%', boxSizing: 'border-box', selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.sale } } }]);

export const fieldError = style({ color: vars.color.sale, fontSize: 13, margin: 0 });

export const notice = style({ color: vars.color.success, fontSize: 14, margin: 0 });

export const alert = style({ color: vars.color.sale, fontSize: 14, margin: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.s, alignItems: 'center' });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.s });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.s,
  justifyContent: 'space-between',
  alignItems: 'center',
  padding: vars.space.m,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.control,
});

export const rowText = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0, flex: '1 1 240px' });

globalStyle(`${rowText} > *`, { margin: 0 });

export const skeleton = style({ height: 120, borderRadius: vars.radius.control, background: vars.color.surface });
