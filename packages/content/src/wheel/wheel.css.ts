import { media, vars } from '@ornament/ui-kit/css';
import { keyframes, style } from '@vanilla-extract/css';

const appear = keyframes({ from: { opacity: 0, transform: 'scale(0.92)' }, to: { opacity: 1, transform: 'scale(1)' } });
const rise = keyframes({ from: { opacity: 0, transform: 'translateY(12px)' }, to: { opacity: 1, transform: 'translateY(0)' } });

export const page = style({
  maxWidth: 960,
  margin: '0 auto',
  padding: `${vars.space.l} ${vars.layout.gutter}`,
  display: 'grid',
  gap: vars.space.l,
  justifyItems: 'center',
  textAlign: 'center',
});
export const title = style({ fontFamily: vars.font.heading, fontWeight: vars.fontWeight.heading, fontSize: 30, margin: 0 });
export const lead = style({ color: vars.color.textSecondary, margin: 0, maxWidth: 560 });
export const alert = style({ color: vars.color.sale, margin: 0 });

export const game = style({
  display: 'grid',
  gap: vars.space.m,
  justifyItems: 'center',
  width: '100%',
  // The turning wheel's square box reaches past the circle at 45°: it must not widen a phone's page.
  overflowX: 'clip',
  vars: {
    '--wheel-a': vars.color.accent,
    '--wheel-b': vars.color.surface,
    '--wheel-ink-a': vars.color.accentText,
    '--wheel-ink-b': vars.color.text,
    '--wheel-rim': vars.color.text,
  },
});

export const wrapper = style({
  position: 'relative',
  width: 'min(86vw, 420px)',
  aspectRatio: '1 / 1',
  opacity: 0,
  '@media': { [media.desktop]: { width: 460 } },
  selectors: {
    '[data-wheel-state="animateWrapper"] &': { animation: `${appear} 450ms ease-out forwards` },
    '[data-wheel-state]:not([data-wheel-state="startPosition"]):not([data-wheel-state="animateWrapper"]) &': { opacity: 1 },
  },
});

export const wheel = style({
  width: '100%',
  height: '100%',
  borderRadius: '50%',
  boxShadow: vars.shadow.raised,
  transition: 'transform 4.5s cubic-bezier(0.12, 0.67, 0.1, 1)',
  willChange: 'transform',
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const pointer = style({
  position: 'absolute',
  top: -6,
  left: '50%',
  transform: 'translateX(-50%)',
  width: 0,
  height: 0,
  borderLeft: '14px solid transparent',
  borderRight: '14px solid transparent',
  borderTop: `26px solid ${vars.color.text}`,
  zIndex: 1,
});

export const prize = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.layout.cardPadding,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.image,
  background: vars.color.surface,
  width: 'min(100%, 420px)',
  animation: `${rise} 500ms ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
export const prizeTitle = style({ fontFamily: vars.font.strong, fontWeight: vars.fontWeight.strong, fontSize: 22, margin: 0 });
export const promocode = style({
  fontFamily: vars.font.strong,
  fontSize: 22,
  letterSpacing: vars.letterSpacing.caps,
  padding: `${vars.space.s} ${vars.space.m}`,
  border: `1px dashed ${vars.color.accent}`,
  borderRadius: vars.radius.control,
  // Personal codes are long: they wrap rather than widen the page on a phone.
  overflowWrap: 'anywhere',
});
