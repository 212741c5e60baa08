import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  height: '100%',
});

export const link = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  color: vars.color.text,
  selectors: { '&:hover': { color: vars.color.text } },
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
