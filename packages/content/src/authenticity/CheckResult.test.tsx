import { authenticityMessages as m } from '@ornament/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CheckResult } from './CheckResult';

const product = { article: '01-0001', name: 'Кольцо из золота', url_code: 'ring-1', picture: '/api/serviceCatalog/v2/media/ring-1/white-1.svg', link: '/product/01-0001/' };

describe('CheckResult', () => {
  it('shows a genuine product with its name, article, picture and link', () => {
    const html = renderToStaticMarkup(<CheckResult outcome={{ kind: 'genuine', product, message: m.genuineText }} />);
    expect(html).toContain(m.genuine);
    expect(html).toContain('role="status"');
    expect(html).toContain('Кольцо из золота');
    expect(html).toContain('Артикул: 01-0001');
    expect(html).toContain('href="/product/01-0001/"');
    expect(html).toContain('white-1.svg');
  });

  it('says when authenticity is not confirmed, and shows a form message as an alert', () => {
    expect(renderToStaticMarkup(<CheckResult outcome={{ kind: 'notGenuine', message: m.notGenuineText }} />)).toContain(m.notGenuine);
    const error = renderToStaticMarkup(<CheckResult outcome={{ kind: 'error', fields: {}, message: m.tooManyRequests }} />);
    expect(error).toContain('role="alert"');
    expect(renderToStaticMarkup(<CheckResult outcome={{ kind: 'error', fields: { captcha: m.captchaWrong }, message: null }} />)).toBe('');
  });
});
