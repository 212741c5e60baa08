import { describe, expect, it } from 'vitest';
import { baseTokens } from './baseTokens';
import { diamantTokens } from './diamant/tokens';
import { mainTokens } from './main/tokens';
import { makeTokens } from './tokens';

/** WCAG 2 contrast ratio of two #RRGGBB colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('makeTokens', () => {
  it('lays overrides over the base and keeps the rest', () => {
    const tokens = makeTokens(baseTokens, { color: { accent: '#000000' } });
    expect(tokens.color.accent).toBe('#000000');
    expect(tokens.color.background).toBe(baseTokens.color.background);
    expect(tokens.space).toEqual(baseTokens.space);
  });

  it('does not change the base', () => {
    makeTokens(baseTokens, { color: { text: 'red' } });
    expect(baseTokens.color.text).toBe('#1A1A1A');
  });
});

describe('brand tokens (BRANDS.md)', () => {
  it('main: ruby accent, warm surfaces, 4 px controls', () => {
    expect(mainTokens.color).toMatchObject({ background: '#FFFFFF', surface: '#F6F5F3', text: '#1A1A1A', accent: '#B0122B' });
    expect(mainTokens.radius.control).toBe('4px');
    expect(mainTokens.radius.image).toBe('0');
  });

  it('diamant: ivory, black buttons, champagne highlights, square corners, serif headings', () => {
    expect(diamantTokens.color).toMatchObject({ surface: '#F8F6F1', text: '#111111', accent: '#111111', highlight: '#B8975A' });
    expect(diamantTokens.radius.control).toBe('0');
    expect(diamantTokens.font.heading).toContain('serif');
    expect(diamantTokens.font.body).toBe(mainTokens.font.body);
  });

  it.each([
    ['main', mainTokens],
    ['diamant', diamantTokens],
  ])('%s: text on its fills reads at 4.5:1 or more (WCAG AA, as Lighthouse checks)', (_brand, tokens) => {
    const { color } = tokens;
    expect(contrast(color.highlightText, color.highlight)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(color.accentText, color.accent)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(color.text, color.background)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(color.text, color.surface)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(color.highlightInk, color.background)).toBeGreaterThanOrEqual(4.5);
  });
});
