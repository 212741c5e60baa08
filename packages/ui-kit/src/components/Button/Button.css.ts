import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    border: '1px solid transparent',
    borderRadius: vars.radius.control,
    fontFamily: vars.font.strong,
    fontWeight: vars.fontWeight.strong,
    letterSpacing: '0.02em',
    cursor: 'pointer',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    transition: 'background-color 150ms ease, color 150ms ease, border-color 150ms ease',
    selectors: { '&:disabled, &[aria-disabled="true"]': { opacity: 0.5, cursor: 'not-allowed' } },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.accent,
        color: vars.color.accentText,
        selectors: { '&:hover': { filter: 'brightness(1.12)' } },
      },
      secondary: {
        background: 'transparent',
        color: vars.color.text,
        borderColor: vars.color.text,
        selectors: { '&:hover': { background: vars.color.text, color: vars.color.background } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: { '&:hover': { background: vars.color.surface } },
      },
    },
    size: {
      s: { height: 36, padding: '0 14px', fontSize: 13 },
      m: { height: 44, padding: '0 20px', fontSize: 14 },
      l: { height: 52, padding: '0 28px', fontSize: 15 },
    },
    fullWidth: { true: { width: '100%' } },
  },
  defaultVariants: { variant: 'primary', size: 'm' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
