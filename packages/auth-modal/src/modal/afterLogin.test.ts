import { describe, expect, it } from 'vitest';
import { afterLogin } from './afterLogin';

const at = (pathname: string, hint: string | null = null, afterRedirect: string | null = null) =>
  afterLogin({ pathname, current: `${pathname}?sort=price`, hint, afterRedirect });

describe('afterLogin', () => {
  it('closes at once on the basket and the gift-card page, even for a new account', () => {
    expect(at('/basket/', 'registration')).toEqual({ kind: 'close' });
    expect(at('/gift-card/')).toEqual({ kind: 'close' });
  });

  it('starts the hint flow for a new account elsewhere', () => {
    expect(at('/jewelry-catalog/', 'registration')).toEqual({ kind: 'hint' });
  });

  it('redirects back to the page (with its filters) or to after_redirect', () => {
    expect(at('/jewelry-catalog/koltsa/')).toEqual({ kind: 'redirect', to: '/jewelry-catalog/koltsa/?sort=price' });
    expect(at('/', null, '/personal/orders/')).toEqual({ kind: 'redirect', to: '/personal/orders/' });
  });

  it('never follows after_redirect off the site', () => {
    expect(at('/', null, 'https://evil.example/')).toEqual({ kind: 'redirect', to: '/?sort=price' });
    expect(at('/', null, '//evil.example/')).toEqual({ kind: 'redirect', to: '/?sort=price' });
  });
});
