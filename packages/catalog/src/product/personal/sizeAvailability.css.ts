import { vars } from '@ornament/ui-kit/css';
import { style, styleVariants } from '@vanilla-extract/css';

export const disclosure = style({ fontSize: 14 });

export const summary = style({ cursor: 'pointer', color: vars.color.text, textDecoration: 'underline', textUnderlineOffset: 3, minHeight: 32, display: 'flex', alignItems: 'center' });

export const list = style({ display: 'grid', gap: vars.space.xs, margin: 0, paddingBlock: vars.space.xs, paddingInline: 0, listStyle: 'none' });

export const row = style({ display: 'grid', gridTemplateColumns: '3.5em minmax(0, 1fr)', columnGap: vars.space.s, rowGap: 2, fontSize: 14 });

export const price = style({ gridColumn: 2, color: vars.color.textSecondary });

export const tone = styleVariants({
  today: { color: vars.color.success },
  order: { color: vars.color.text },
  none: { color: vars.color.textSecondary },
});
