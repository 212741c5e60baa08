import { vars } from '@ornament/ui-kit/css';
import { style } from '@vanilla-extract/css';

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.s, alignItems: 'center' });

export const button = style({
  font: 'inherit',
  padding: `${vars.space.xs} ${vars.space.l}`,
  border: `1px solid ${vars.color.text}`,
  borderRadius: vars.radius.control,
  background: vars.color.text,
  color: vars.color.background,
  cursor: 'pointer',
  selectors: { '&:disabled': { opacity: 0.5, cursor: 'default' } },
});

export const secondaryButton = style([button, { background: 'transparent', color: vars.color.text }]);

export const product = style({ display: 'grid', gridTemplateColumns: '96px 1fr', gap: vars.space.m, alignItems: 'center' });
export const productImage = style({ width: 96, height: 96, objectFit: 'contain', background: vars.color.surface, borderRadius: vars.radius.image });
export const productName = style({ margin: 0, fontWeight: vars.fontWeight.strong });
export const muted = style({ margin: 0, color: vars.color.textSecondary, fontSize: 14 });

export const photos = style({ display: 'grid', gap: vars.space.m, gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))' });
export const photo = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start' });
export const preview = style({ width: 160, height: 160, objectFit: 'cover', borderRadius: vars.radius.image, border: `1px solid ${vars.color.line}` });
export const fileInput = style({ font: 'inherit', maxWidth: '100%' });
