import { textFieldBase, vars } from '@ornament/ui-kit/css';
import { globalStyle, style } from '@vanilla-extract/css';

export const form = style({ display: 'grid', gap: vars.space.m, padding: vars.space.m, border: `1px solid ${vars.color.line}`, borderRadius: vars.radius.control });

export const title = style({ margin: 0, fontSize: 18, fontWeight: vars.fontWeight.strong });

export const field = style({ display: 'grid', gap: vars.space.xxs });

export const label = style({ fontSize: 14, fontWeight: vars.fontWeight.strong, padding: 0, marginBottom: vars.space.xxs });

export const input = style([textFieldBase, {
  width: '100%',
  boxSizing: 'border-box',
  paddingBlock: vars.space.xs,
  selectors: { '&:focus': { outline: `2px solid ${vars.color.accent}`, outlineOffset: 1 } },
}]);

export const textarea = style([input, { minHeight: 120, resize: 'vertical' }]);

export const counter = style({ justifySelf: 'end', fontSize: 12, color: vars.color.textSecondary });

export const stars = style({ display: 'flex', gap: vars.space.xxs, border: 0, margin: 0, padding: 0, flexWrap: 'wrap' });

export const star = style({ position: 'relative', display: 'inline-flex', cursor: 'pointer', color: vars.color.highlight });

export const starRadio = style({ position: 'absolute', opacity: 0, width: '100%', height: '100%', margin: 0, cursor: 'pointer' });

globalStyle(`${star}:has(${starRadio}:focus-visible)`, { outline: `2px solid ${vars.color.accent}`, outlineOffset: 2 });

export const photos = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const photo = style({ position: 'relative' });

export const preview = style({ display: 'block', width: 80, height: 80, objectFit: 'cover', borderRadius: vars.radius.image, background: vars.color.surface });

export const remove = style({
  position: 'absolute',
  top: 4,
  right: 4,
  width: 28,
  height: 28,
  border: 0,
  borderRadius: '50%',
  background: 'rgba(0, 0, 0, 0.65)',
  color: '#fff',
  fontSize: 16,
  lineHeight: 1,
  cursor: 'pointer',
});

export const pick = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 80,
  height: 80,
  border: `1px dashed ${vars.color.textSecondary}`,
  borderRadius: vars.radius.image,
  fontSize: 12,
  textAlign: 'center',
  color: vars.color.textSecondary,
  cursor: 'pointer',
  selectors: { '&:focus-within': { outline: `2px solid ${vars.color.accent}` } },
});

export const fileInput = style({ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' });

export const hint = style({ margin: 0, fontSize: 12, color: vars.color.textSecondary });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.s });

export const error = style({ margin: 0, color: vars.color.sale, fontSize: 14 });

export const success = style({ display: 'grid', gap: vars.space.xs, padding: vars.space.m, background: vars.color.surface, borderRadius: vars.radius.control });

export const successTitle = style({ margin: 0, fontWeight: vars.fontWeight.strong, color: vars.color.success });
