import { formatPrice } from '@ornament/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Price } from './Price';

describe('Price', () => {
  it('shows the amount in the given currency', () => {
    expect(renderToStaticMarkup(<Price amount={12990} currency="RUB" />)).toContain(formatPrice(12990, 'RUB'));
    expect(renderToStaticMarkup(<Price amount={45000} currency="KZT" />)).toContain(formatPrice(45000, 'KZT'));
  });

  it('strikes the old price through and shows the discount when on sale', () => {
    const html = renderToStaticMarkup(<Price amount={7990} oldAmount={9990} discount={20} currency="RUB" />);
    expect(html).toMatch(new RegExp(`<s [^>]*>.*${formatPrice(9990, 'RUB')}</s>`));
    expect(html).toContain('−20%');
    expect(html).toContain('Старая цена');
  });

  it('hides an old price that is not higher, and a discount without an old price', () => {
    const html = renderToStaticMarkup(<Price amount={7990} oldAmount={7990} discount={10} currency="RUB" />);
    expect(html).not.toMatch(/<s[ >]/);
    expect(html).not.toContain('%');
  });
});
