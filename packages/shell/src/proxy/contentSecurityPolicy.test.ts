import { describe, expect, it } from 'vitest';
import { inlineScriptHashesSource as inlineScriptHashesSourceOfServer } from '@ornament/next-config/inline-script-policy';
import { contentSecurityPolicy, createNonce, inlineScriptHashesSource, isPersonalPath, tileImageSource } from './contentSecurityPolicy';

describe('isPersonalPath', () => {
  it('marks the account, login and gift-card pages', () => {
    for (const path of ['/personal/main/', '/personal/orders/12/', '/personal', '/auth/registration/', '/gift-card/']) {
      expect(isPersonalPath(path)).toBe(true);
    }
  });
  it('leaves the catalogue, product, home, basket and thank-you pages cacheable (the basket and orders are the browser\'s, in a shared shell)', () => {
    for (const path of ['/', '/jewelry-catalog/rings/', '/product/1000066/', '/personalised-gifts/', '/basketball/', '/basket/', '/basket', '/basket/thank-you/']) {
      expect(isPersonalPath(path)).toBe(false);
    }
  });
});

describe('contentSecurityPolicy', () => {
  it('uses the nonce with strict-dynamic and drops unsafe-inline scripts on personal pages', () => {
    const policy = contentSecurityPolicy({ nonce: 'abc', production: true });
    expect(policy).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).not.toContain('unsafe-eval');
  });
  it('keeps the locked-down directives on every page', () => {
    const policy = contentSecurityPolicy({ production: true });
    for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "img-src 'self' data:"]) {
      expect(policy).toContain(directive);
    }
  });
  it("issue 19 finding 13: a cached page asks for its inline scripts' hashes, never 'unsafe-inline'", () => {
    const policy = contentSecurityPolicy({ production: true });
    expect(policy).toContain(`script-src 'self' ${inlineScriptHashesSource};`);
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(inlineScriptHashesSource).toBe(inlineScriptHashesSourceOfServer);
  });
  it('development keeps inline scripts and eval for next dev', () => {
    expect(contentSecurityPolicy({ production: false })).toContain("script-src 'self' 'unsafe-inline' 'unsafe-eval'");
    expect(contentSecurityPolicy({ production: false, nonce: 'n' })).toContain("script-src 'self' 'nonce-n' 'strict-dynamic' 'unsafe-eval'");
  });
});

describe('the shop map tile source', () => {
  it('allows only the configured tile host, subdomain templates as a wildcard', () => {
    expect(tileImageSource('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe('https://*.tile.example.org');
    expect(tileImageSource('http://tiles.local:8080/{z}/{x}/{y}.png')).toBe('http://tiles.local:8080');
    expect(tileImageSource(undefined)).toBeUndefined();
    expect(tileImageSource("https://evil.example; script-src *")).toBeUndefined();
    expect(tileImageSource('data:image/png')).toBeUndefined();
    expect(contentSecurityPolicy({ production: true, imageSources: ['https://*.tile.example.org'] })).toContain("img-src 'self' data: https://*.tile.example.org;");
  });
});

describe('createNonce', () => {
  it('is 128 bits and never repeats', () => {
    const nonces = new Set(Array.from({ length: 100 }, createNonce));
    expect(nonces.size).toBe(100);
    expect(Buffer.from([...nonces][0]!, 'base64')).toHaveLength(16);
  });
});
