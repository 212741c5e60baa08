import { closeButton } from '../../styles/iconButton.css';
import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { media } from '../../styles/breakpoints';
import { vars } from '../../themes/contract.css';

export const modalSizes = ['sm', 'md', 'full'] as const;
export type ModalSize = (typeof modalSizes)[number];

export const dialog = recipe({
  base: {
    padding: 0,
    border: 'none',
    borderRadius: vars.radius.control,
    background: vars.color.background,
    color: vars.color.text,
    boxShadow: vars.shadow.overlay,
    maxHeight: 'calc(100dvh - 32px)',
    width: 'calc(100vw - 32px)',
    selectors: {
      '&::backdrop': { background: 'rgba(26, 26, 26, 0.48)' },
    },
  },
  variants: {
    size: {
      sm: { '@media': { [media.tablet]: { width: 400 } } },
      md: { '@media': { [media.tablet]: { width: 640 } } },
      full: { width: '100vw', maxWidth: '100vw', height: '100dvh', maxHeight: '100dvh', borderRadius: 0 },
    },
  },
  defaultVariants: { size: 'md' },
});

export type DialogVariants = NonNullable<RecipeVariants<typeof dialog>>;

export const inner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  padding: vars.space.l,
});

export const head = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.m,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.heading,
  letterSpacing: vars.letterSpacing.heading,
  fontSize: 20,
  lineHeight: 1.3,
});

export const close = style([closeButton, { selectors: { '&:hover': { background: vars.color.surface } } }]);
