import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@ornament/ui-kit/css';

export const page = style({ display: 'grid', gap: vars.space.xl, paddingBlock: `${vars.space.l} ${vars.space.xxl}` });
export const narrow = style({ maxWidth: 880 });
export const title = style({ margin: 0, fontFamily: vars.font.heading, fontWeight: vars.fontWeight.heading, letterSpacing: vars.letterSpacing.heading, fontSize: 32, lineHeight: 1.2 });
export const block = style({ display: 'grid', gap: vars.space.s, minWidth: 0 });
export const blockTitle = style({ margin: 0, fontFamily: vars.font.heading, fontWeight: vars.fontWeight.heading, fontSize: 22 });
export const html = style({ lineHeight: 1.6, maxWidth: 880 });
globalStyle(`${html} > :first-child`, { marginTop: 0 });
globalStyle(`${html} > :last-child`, { marginBottom: 0 });
globalStyle(`${html} a`, { color: vars.color.text });

export const banner = style({
  display: 'grid',
  gap: vars.space.m,
  alignItems: 'center',
  padding: vars.space.l,
  background: vars.color.surface,
  borderRadius: vars.radius.control,
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) auto', padding: vars.space.xl } },
});
export const bannerText = style({ display: 'grid', gap: vars.space.s });
export const bannerTitle = style([title, { fontSize: 28 }]);
export const bannerAction = style({ display: 'flex', alignItems: 'center', gap: vars.space.s, flexWrap: 'wrap' });

export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.s,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))' } },
});
export const card = style({ display: 'grid', gap: vars.space.xxs, alignContent: 'start', padding: vars.space.m, border: `1px solid ${vars.color.line}`, borderRadius: vars.radius.control, fontSize: 14 });
globalStyle(`${card} p`, { margin: 0 });
export const cardHead = style({ display: 'flex', alignItems: 'center', gap: vars.space.s });
export const cardTitle = style({ color: vars.color.text, fontWeight: vars.fontWeight.strong, fontSize: 16 });
export const cardIcon = style({ flex: 'none' });

export const stripHead = style({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.m });
export const stripLink = style({ color: vars.color.text, fontSize: 14 });
export const strip = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '46%',
  gap: vars.space.s,
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  '@media': { [media.tablet]: { gridAutoColumns: '31%' }, [media.desktop]: { gridAutoColumns: '23%' } },
});
export const stripItem = style({ scrollSnapAlign: 'start', minWidth: 0 });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: 14 });
globalStyle(`${table} th, ${table} td`, { textAlign: 'left', padding: `${vars.space.xs} ${vars.space.s}`, borderBottom: `1px solid ${vars.color.line}`, verticalAlign: 'top' });
globalStyle(`${table} th`, { color: vars.color.textSecondary, fontWeight: vars.fontWeight.body });
export const tableWrap = style({ overflowX: 'auto' });
export const notice = style({ margin: 0, color: vars.color.textSecondary });
export const sitemapSections = style({ display: 'grid', gap: vars.space.l, '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' } } });
export const linkList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xxs });
export const nestedList = style({ paddingInlineStart: vars.space.s, marginBlockStart: vars.space.xxs, fontSize: 14 });
export const sitemapHeadLink = style({ color: vars.color.text, textDecoration: 'none' });
export const slot = style({ display: 'grid', gap: vars.space.m });
