import { vars } from '@ornament/ui-kit/css';
import { style } from '@vanilla-extract/css';

export const header = style({ display: 'flex', gap: vars.space.m, alignItems: 'center' });

export const avatar = style({
  width: 64,
  height: 64,
  flex: '0 0 64px',
  borderRadius: '50%',
  overflow: 'hidden',
  display: 'grid',
  placeItems: 'center',
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.heading,
  fontSize: 22,
  border: `1px solid ${vars.color.line}`,
  objectFit: 'cover',
});

export const progressTrack = style({ height: 8, borderRadius: vars.radius.pill, background: vars.color.surface, overflow: 'hidden' });
export const progressBar = style({ height: '100%', background: vars.color.accent });

export const genderFieldset = style({ border: 'none', padding: 0, margin: 0, minWidth: 0 });
export const genderGroup = style({ display: 'flex', gap: vars.space.m, flexWrap: 'wrap', minHeight: 44, alignItems: 'center' });
export const radio = style({ display: 'inline-flex', gap: vars.space.xxs, alignItems: 'center', fontSize: 14 });

export const readOnly = style({ color: vars.color.textSecondary, fontSize: 14 });

export const reasons = style({ display: 'grid', gap: vars.space.xs, border: 'none', padding: 0, margin: 0, minWidth: 0 });
export const legend = style({ padding: 0, marginBottom: vars.space.xxs });
export const textarea = style({ minHeight: 96, resize: 'vertical', paddingBlock: vars.space.xs });
