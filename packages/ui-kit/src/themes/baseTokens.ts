import type { Tokens } from './tokens';

// The apps load fonts with next/font and expose them as these CSS variables (apps/*/src/fonts.ts),
// so ui-kit stays framework-free while the themes still name the real families.
const sans = 'var(--font-sans, system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif)';
const sansStrong = 'var(--font-sans-strong, var(--font-sans, system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif))';

/** What the brands share: spacing, layout and the sans family; each theme overrides the look. */
export const baseTokens: Tokens = {
  color: {
    background: '#FFFFFF',
    surface: '#F6F5F3',
    text: '#1A1A1A',
    textSecondary: '#6B6B6B',
    line: '#E6E3DE',
    accent: '#B0122B',
    accentText: '#FFFFFF',
    highlight: '#B0122B',
    highlightText: '#FFFFFF',
    highlightInk: '#B0122B',
    success: '#2E7D32',
    warning: '#B26A00',
    warningInk: '#9A5B00',
    sale: '#B0122B',
  },
  font: { body: sans, heading: sansStrong, strong: sansStrong, price: sansStrong },
  fontWeight: { body: '400', heading: '600', strong: '600' },
  letterSpacing: { heading: '0', caps: '0.08em' },
  radius: { control: '4px', image: '0', pill: '999px' },
  space: { none: '0', xxs: '4px', xs: '8px', s: '12px', m: '16px', l: '24px', xl: '40px', xxl: '64px' },
  shadow: { raised: '0 1px 2px rgba(26, 26, 26, 0.06)', overlay: '0 8px 32px rgba(26, 26, 26, 0.16)' },
  layout: { containerMax: '1440px', gutter: '16px', gridGap: '16px', cardPadding: '0' },
};
