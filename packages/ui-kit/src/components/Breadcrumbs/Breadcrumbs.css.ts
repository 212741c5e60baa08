import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

// One line at every width: wrapped, the path's height depended on the font's widths, and the web font
// arriving after the first paint pulled a whole product page up by a line on a phone (CLS 0.25 in
// Lighthouse, issue 18). The page's own name gives way first (it is the heading just below); a path
// still too long scrolls sideways. The block padding keeps focus outlines inside the scrolling box.
export const list = style({
  display: 'flex',
  flexWrap: 'nowrap',
  alignItems: 'center',
  gap: vars.space.xxs,
  listStyle: 'none',
  paddingInline: 0,
  paddingBlock: 4,
  marginInline: 0,
  marginBlock: -4,
  overflowX: 'auto',
  scrollbarWidth: 'none',
  whiteSpace: 'nowrap',
  fontSize: 12,
  color: vars.color.textSecondary,
  selectors: { '&::-webkit-scrollbar': { display: 'none' } },
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  gap: vars.space.xxs,
  selectors: { '& + &::before': { content: '"/"', color: vars.color.line, paddingRight: vars.space.xxs } },
});

export const lastItem = style({ flexShrink: 1, minWidth: 0 });

export const link = style({ selectors: { '&:hover': { color: vars.color.text } } });
export const current = style({ color: vars.color.text, overflow: 'hidden', textOverflow: 'ellipsis', minWidth: 0 });
