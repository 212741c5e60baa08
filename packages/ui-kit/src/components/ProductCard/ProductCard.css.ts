import { globalStyle, style } from '@vanilla-extract/css';
import { currentOnSale } from '../Price/Price.css';
import { media as screen } from '../../styles/breakpoints';
import { vars } from '../../themes/contract.css';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  height: '100%',
  // A listing is 72 cards, most of them below the first screen: the browser lays out, shapes and
  // paints a card only as it nears the viewport (a catalogue's first layouts and text shaping were
  // most of its main-thread time on a phone, issue 18). Until then a card holds about its size, and
  // once drawn, the size it had (`auto`), so the page's height barely moves: a card is its square
  // picture and some 104 px of text, half the screen wide on a phone, about 200–320 px on wider ones.
  contentVisibility: 'auto',
  containIntrinsicBlockSize: 'auto calc(50vw + 110px)',
  '@media': { [screen.tablet]: { containIntrinsicBlockSize: 'auto 340px' } },
  // The card contains its paint, which would clip its link's focus ring: the card draws it instead.
  selectors: { '&:has(> a:focus-visible)': { outline: `2px solid ${vars.color.highlight}`, outlineOffset: '2px' } },
});

export const link = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  color: vars.color.text,
  selectors: {
    '&:hover': { color: vars.color.text },
    '&:focus-visible': { outline: 'none' },
  },
});

export const media = style({
  position: 'relative',
  aspectRatio: '1 / 1',
  overflow: 'hidden',
  borderRadius: vars.radius.image,
  background: vars.color.surface,
  padding: vars.layout.cardPadding,
});

export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'contain',
  transition: 'transform 300ms ease',
  selectors: { [`${link}:hover &`]: { transform: 'scale(1.03)' } },
});

export const badges = style({
  position: 'absolute',
  top: vars.space.xs,
  left: vars.space.xs,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
  zIndex: 1,
});

export const name = style({
  // Names stay in the body face on every brand: a display serif at 14 px reads poorly.
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.body,
  letterSpacing: 'normal',
  fontSize: 14,
  lineHeight: 1.35,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  minHeight: `calc(2 * 1.35em)`,
  selectors: { [`${link}:hover &`]: { textDecoration: 'underline', textUnderlineOffset: '3px' } },
});

export const caption = style({
  fontSize: 12,
  color: vars.color.textSecondary,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const actions = style({ marginTop: 'auto' });

// A price on sale keeps its old price and discount on a line of their own. Wrapped only where the
// line ran out, the price's height followed the font: cards on sale went from one line to two when
// Inter replaced its stand-in and moved the rows under them (the diamond catalogue's CLS 0.03).
globalStyle(`${card} ${currentOnSale}`, { flexBasis: '100%' });
