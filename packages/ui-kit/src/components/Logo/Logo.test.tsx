import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Logo, wordmarkWidth } from './Logo';

describe('Logo', () => {
  it('draws the wordmark as an accessible SVG image', () => {
    const html = renderToStaticMarkup(<Logo wordmark="DIAMANT" />);
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="DIAMANT"');
    expect(html).toContain('>DIAMANT</text>');
  });

  it('adds the country suffix beside the mark and to the accessible name', () => {
    const html = renderToStaticMarkup(<Logo wordmark="ORNAMENT" suffix="Казахстан" />);
    expect(html).toContain('aria-label="ORNAMENT Казахстан"');
    expect(html).toContain('>Казахстан</span>');
  });

  it('fixes the drawn width by the letter count, so a font swap cannot shift the header', () => {
    expect(wordmarkWidth('ORNAMENT')).toBeGreaterThan(wordmarkWidth('DIAMANT'));
    const html = renderToStaticMarkup(<Logo wordmark="ORNAMENT" />);
    expect(html).toContain(`textLength="${wordmarkWidth('ORNAMENT')}"`);
  });
});
