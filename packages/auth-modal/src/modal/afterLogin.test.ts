import { describe, expect, it } from 'vitest';
import { afterLogin, landingAfterLogin, localPathOf } from './afterLogin';

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

  it('takes the shopper back from a login or registration page', () => {
    const onAuthPage = (back: string | null, hint: string | null = null) => afterLogin({ pathname: '/auth/login/', current: '/auth/login/', hint, afterRedirect: null, back });
    expect(onAuthPage('/basket/')).toEqual({ kind: 'redirect', to: '/basket/' });
    expect(onAuthPage(null)).toEqual({ kind: 'redirect', to: '/personal/main/' });
    expect(onAuthPage('https://evil.example/')).toEqual({ kind: 'redirect', to: '/personal/main/' });
    expect(onAuthPage('/auth/registration/')).toEqual({ kind: 'redirect', to: '/personal/main/' });
    expect(onAuthPage('/basket/', 'registration')).toEqual({ kind: 'hint' });
    expect(landingAfterLogin({ pathname: '/auth/registration/', current: '/auth/registration/', afterRedirect: null, back: '/favorites/' })).toBe('/favorites/');
  });

  it('finding 19.7: a back or stored path the URL parser turns into another origin is refused', () => {
    const onAuthPage = (back: string) => afterLogin({ pathname: '/auth/login/', current: '/auth/login/', hint: null, afterRedirect: null, back });
    for (const sneaky of ['/\t/evil.example/', '/\n/evil.example/', '/\\evil.example/', '/\t\\evil.example', '/%2F/evil.example/'.replace('%2F', '/')]) {
      expect(onAuthPage(sneaky)).toEqual({ kind: 'redirect', to: '/personal/main/' });
      expect(at('/', null, sneaky)).toEqual({ kind: 'redirect', to: '/?sort=price' });
    }
    // A same-site path is kept, as the browser would write it.
    expect(onAuthPage('/basket/?step=2#top')).toEqual({ kind: 'redirect', to: '/basket/?step=2#top' });
    expect(localPathOf('/personal/\torders/')).toBe('/personal/orders/');
  });
});
