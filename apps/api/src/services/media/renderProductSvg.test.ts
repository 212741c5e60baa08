import { describe, expect, it } from 'vitest';
import { pictureTypes } from '../../db/seed/kinds';
import { renderProductSvg } from './renderProductSvg';

const stones = [
  { code: 'sapphire', color: '#1F4FA0', count: 40 },
  { code: 'diamond', color: '#FFFFFF', count: 60 },
];

describe('renderProductSvg', () => {
  it('draws every type small, square and deterministic', () => {
    for (const type of pictureTypes) {
      for (const variant of ['white', 'black'] as const) {
        for (const index of [0, 1, 2]) {
          const svg = renderProductSvg({ type, metal: 'red-gold', inserts: stones, variant, index });
          expect(svg.length, `${type} ${variant} ${index}`).toBeLessThan(4096);
          expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 100 100"/);
          expect(renderProductSvg({ type, metal: 'red-gold', inserts: stones, variant, index })).toBe(svg);
        }
      }
    }
  });

  it('uses the brief’s surfaces, metal and stone colours', () => {
    const white = renderProductSvg({ type: 'ring', metal: 'yellow-gold', inserts: [{ code: 'emerald', color: '#1E7B4F', count: 1 }], variant: 'white', index: 0 });
    expect(white).toContain('#F6F5F3');
    expect(white).toContain('#D4AF37');
    expect(white).toContain('#1E7B4F');
    const black = renderProductSvg({ type: 'ring', metal: 'yellow-gold', inserts: [], variant: 'black', index: 0 });
    expect(black).toContain('#111111');
  });

  it('shows different angles for different indexes', () => {
    const input = { type: 'pendant' as const, metal: 'silver', inserts: [], variant: 'white' as const };
    const pictures = new Set([0, 1, 2].map((index) => renderProductSvg({ ...input, index })));
    expect(pictures.size).toBe(3);
  });
});
