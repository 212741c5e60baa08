import { describe, expect, it } from 'vitest';
import { baseTokens } from './baseTokens';
import { diamantTokens } from './diamant/tokens';
import { mainTokens } from './main/tokens';
import { makeTokens } from './tokens';

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
});
