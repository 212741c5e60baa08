import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.strong,
    lineHeight: 1,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      accent: { background: vars.color.accent, color: vars.color.accentText },
      highlight: { background: vars.color.highlight, color: vars.color.highlightText },
      neutral: { background: vars.color.surface, color: vars.color.text },
      custom: { background: vars.color.text, color: vars.color.background },
    },
    shape: {
      label: {
        fontSize: 11,
        padding: '4px 6px',
        borderRadius: vars.radius.control,
        letterSpacing: '0.02em',
      },
      counter: {
        fontSize: 10,
        minWidth: 18,
        height: 18,
        padding: '0 5px',
        borderRadius: vars.radius.pill,
        fontVariantNumeric: 'tabular-nums',
      },
    },
  },
  defaultVariants: { tone: 'accent', shape: 'label' },
});

export const counterPosition = style({ position: 'absolute', top: -6, right: -8 });
