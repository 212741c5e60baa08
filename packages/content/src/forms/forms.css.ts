import { vars } from '@ornament/ui-kit/css';
import { style } from '@vanilla-extract/css';

export const page = style({
  maxWidth: 880,
  margin: '0 auto',
  padding: `${vars.space.l} ${vars.layout.gutter}`,
  display: 'grid',
  gap: vars.space.xl,
});

export const title = style({ fontFamily: vars.font.heading, fontWeight: vars.fontWeight.heading, fontSize: 28, margin: 0 });
export const lead = style({ color: vars.color.textSecondary, margin: 0 });

export const section = style({
  display: 'grid',
  gap: vars.space.m,
  padding: vars.layout.cardPadding,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.image,
  background: vars.color.surface,
});

export const sectionTitle = style({ fontFamily: vars.font.heading, fontSize: 20, margin: 0 });

export const form = style({ display: 'grid', gap: vars.space.m });

export const row = style({
  display: 'grid',
  gap: vars.space.m,
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
});

export const field = style({ display: 'grid', gap: vars.space.xxs });
export const label = style({ fontSize: 14, color: vars.color.textSecondary });

export const input = style({
  font: 'inherit',
  padding: `${vars.space.xs} ${vars.space.s}`,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.control,
  background: vars.color.background,
  color: vars.color.text,
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.sale } },
});

export const textarea = style([input, { minHeight: 96, resize: 'vertical' }]);

export const error = style({ color: vars.color.sale, fontSize: 13, margin: 0 });

export const captchaRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.s });
export const captchaImage = style({ border: `1px solid ${vars.color.line}`, borderRadius: vars.radius.control, background: vars.color.background });

export const linkButton = style({
  font: 'inherit',
  background: 'none',
  border: 0,
  padding: 0,
  color: vars.color.highlightInk,
  textDecoration: 'underline',
  cursor: 'pointer',
});

export const result = style({ display: 'grid', gap: vars.space.xxs, padding: vars.space.m, borderRadius: vars.radius.control });
export const resultSuccess = style([result, { border: `1px solid ${vars.color.success}` }]);
export const resultFailure = style([result, { border: `1px solid ${vars.color.sale}` }]);
export const resultTitle = style({ fontWeight: vars.fontWeight.strong, margin: 0 });
export const resultText = style({ margin: 0 });
