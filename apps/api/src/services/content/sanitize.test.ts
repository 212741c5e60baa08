import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize';

describe('sanitizeHtml', () => {
  it('keeps the allowed formatting', () => {
    expect(sanitizeHtml('<p>Бесплатно от <strong>3 000 ₽</strong></p><ul><li>раз</li></ul>')).toBe(
      '<p>Бесплатно от <strong>3 000 ₽</strong></p><ul><li>раз</li></ul>',
    );
  });

  it('drops scripts, styles and their content', () => {
    expect(sanitizeHtml('<p>a</p><script>alert(1)</script><style>p{}</style><p>b</p>')).toBe('<p>a</p><p>b</p>');
  });

  it('removes event handlers and other attributes', () => {
    expect(sanitizeHtml('<p onclick="x()" style="color:red">t</p><img src=x onerror=alert(1)>')).toBe('<p>t</p>');
  });

  it('keeps only safe link targets and marks external ones', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="/gift-card/">x</a>')).toBe('<a href="/gift-card/">x</a>');
    expect(sanitizeHtml('<a href="//evil.example">x</a>')).toBe('<a>x</a>');
    // Finding 19.13: browsers read '/\\host' as '//host'.
    expect(sanitizeHtml('<a href="/\\evil.example">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="http://plain.example/">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="data:text/html,x" target="_self" rel="opener">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="tel:88001000750">x</a>')).toBe('<a href="tel:88001000750">x</a>');
    expect(sanitizeHtml("<a href='https://t.me/x'>x</a>")).toBe('<a href="https://t.me/x" rel="noopener noreferrer" target="_blank">x</a>');
  });

  it('escapes stray angle brackets and keeps entities', () => {
    expect(sanitizeHtml('1 < 2 &amp; 3 > 2 & more')).toBe('1 &lt; 2 &amp; 3 &gt; 2 &amp; more');
  });
});
