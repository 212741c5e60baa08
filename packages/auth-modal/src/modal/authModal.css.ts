import { textFieldBase, vars } from '@ornament/ui-kit/css';
import { style } from '@vanilla-extract/css';

export const form = style({ display: 'grid', gap: vars.space.m });

export const lead = style({ margin: 0, color: vars.color.textSecondary, fontSize: 14, lineHeight: 1.5 });

export const field = style({ display: 'grid', gap: vars.space.xxs });

export const label = style({ fontSize: 14, fontWeight: vars.fontWeight.strong });

export const input = style([
  textFieldBase,
  {
    width: '100%',
    selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.sale } },
  },
]);

export const codeInput = style([input, { letterSpacing: '0.4em', fontVariantNumeric: 'tabular-nums', textAlign: 'center', fontSize: 20 }]);

export const fieldError = style({ margin: 0, color: vars.color.sale, fontSize: 13 });

export const alert = style({
  margin: 0,
  padding: vars.space.s,
  borderRadius: vars.radius.control,
  background: vars.color.surface,
  color: vars.color.sale,
  fontSize: 14,
});

export const checks = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, border: 0 });

export const check = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xs, fontSize: 13, color: vars.color.textSecondary, cursor: 'pointer' });

export const checkbox = style({ width: 18, height: 18, margin: 0, flexShrink: 0, accentColor: vars.color.accent });

export const links = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: vars.space.s });

export const linkButton = style({
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.text,
  font: 'inherit',
  fontSize: 14,
  textDecoration: 'underline',
  textUnderlineOffset: 3,
  cursor: 'pointer',
  selectors: { '&:disabled': { color: vars.color.textSecondary, textDecoration: 'none', cursor: 'default' } },
});

export const captchaRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.s });

export const captchaImage = style({
  display: 'block',
  width: 200,
  height: 64,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.control,
  background: vars.color.background,
});

export const radios = style({ display: 'flex', gap: vars.space.m, margin: 0, padding: 0, border: 0 });

export const bonus = style({ margin: 0, padding: vars.space.s, borderRadius: vars.radius.control, background: vars.color.surface, fontSize: 14 });

export const muted = style({ margin: 0, color: vars.color.textSecondary, fontSize: 14 });

export const group = style([field, { margin: 0, padding: 0, border: 0, minWidth: 0 }]);
