import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Badge } from './Badge';

describe('Badge', () => {
  it('shows a counter and caps it at 99+', () => {
    expect(renderToStaticMarkup(<Badge count={7} />)).toContain('>7<');
    expect(renderToStaticMarkup(<Badge count={99} />)).toContain('>99<');
    expect(renderToStaticMarkup(<Badge count={100} />)).toContain('>99+<');
  });

  it('shows nothing for an empty counter', () => {
    expect(renderToStaticMarkup(<Badge count={0} />)).toBe('');
  });

  it('paints a custom label with the colours it is given', () => {
    const html = renderToStaticMarkup(
      <Badge tone="custom" background="#B8975A" color="#FFFFFF">
        Хит
      </Badge>,
    );
    expect(html).toContain('background:#B8975A');
    expect(html).toContain('>Хит<');
  });
});
