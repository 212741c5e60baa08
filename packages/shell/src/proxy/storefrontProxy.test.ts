import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { apiBodyMaxBytes, isOperatorPath, storefrontProxy } from './storefrontProxy';

const proxy = storefrontProxy({ apiUrl: 'http://127.0.0.1:4000', production: true, personalPaths: ['/personal/', '/internal/'] });
const unknownCity = '7b8ee9a6-0d5a-4d8c-9b4f-5c1f0d2b6a11';

describe('storefront proxy', () => {
  it('passes the API calls on to the API', () => {
    const response = proxy(new NextRequest('http://shop.test/api/serviceCatalog/v2/catalog/jewelry-catalog/?page=2'));
    expect(response.headers.get('x-middleware-rewrite')).toBe('http://127.0.0.1:4000/api/serviceCatalog/v2/catalog/jewelry-catalog/?page=2');
  });

  it('finding 6: never passes on an operator call, with or without its token', async () => {
    for (const path of ['/api/serviceCatalog/admin/products/1000001/', '/api/serviceMsg/admin/message/send/', '/api/sklv/v5/ADMIN/form-requests/']) {
      const request = new NextRequest(`http://shop.test${path}`, { method: 'PATCH', headers: { authorization: 'Bearer ornament-development-catalog-admin' } });
      const response = proxy(request);
      expect(response.status).toBe(404);
      expect(response.headers.get('x-middleware-rewrite')).toBeNull();
      expect(await response.json()).toEqual({ errors: [{ status: '404', code: 'not_found', detail: 'Not found' }] });
    }
  });

  it('finding 19.2: never passes on a dev route (the SMS outbox, login tickets)', async () => {
    for (const path of ['/api/sklv/dev/sms-outbox/?phone=79990000001', '/api/sklv/dev/login-ticket/', '/api/sklv/DEV/sms-outbox/']) {
      const response = proxy(new NextRequest(`http://shop.test${path}`));
      expect(response.status).toBe(404);
      expect(response.headers.get('x-middleware-rewrite')).toBeNull();
    }
  });

  it('finding 19.14: refuses a body over the proxy limit with a JSON:API 413, not a plain-text 500', async () => {
    const upload = (bytes: number) =>
      proxy(new NextRequest('http://shop.test/api/serviceCatalog/v2/reviews/photo/', { method: 'POST', headers: { 'content-length': String(bytes), 'content-type': 'multipart/form-data; boundary=x' } }));
    const refused = upload(apiBodyMaxBytes + 1);
    expect(refused.status).toBe(413);
    expect(refused.headers.get('x-middleware-rewrite')).toBeNull();
    expect(await refused.json()).toEqual({ errors: [{ status: '413', code: 'payload_too_large', detail: 'Файл больше 10 МБ' }] });
    expect(upload(apiBodyMaxBytes).headers.get('x-middleware-rewrite')).toBe('http://127.0.0.1:4000/api/serviceCatalog/v2/reviews/photo/');
  });

  it('a cached page never sets a cookie without a campaign in its query; the theme cookie comes with the API calls and personal pages', () => {
    const setCookie = (url: string, cookie = '') => proxy(new NextRequest(url, { headers: { cookie }, nextConfig: { trailingSlash: true } })).headers.get('set-cookie') ?? '';
    for (const page of ['http://shop.test/', 'http://shop.test/jewelry-catalog/', 'http://shop.test/product/1000001/']) expect(setCookie(page)).toBe('');
    expect(setCookie('http://shop.test/jewelry-catalog/?utm_source=mail')).toContain('utm_source=mail');
    expect(setCookie('http://shop.test/api/sklv/v5/set-cookie/')).toMatch(/^theme=light;.*Max-Age=2592000/);
    expect(setCookie('http://shop.test/personal/orders/')).toMatch(/^theme=light;/);
    expect(setCookie('http://shop.test/basket/')).toBe('');
    expect(setCookie('http://shop.test/api/sklv/v5/set-cookie/', 'theme=light')).toBe('');
  });

  it('tells operator paths by their admin or dev segment only', () => {
    expect(isOperatorPath('/api/serviceCatalog/admin/products/1/')).toBe(true);
    expect(isOperatorPath('/api/sklv/v3/profile/devices/')).toBe(false);
    expect(isOperatorPath('/api/sklv/v3/profile/administrator-notes/')).toBe(false);
  });

  it('serves a public page from the cached tree: city and query in the first segment, tracking tags dropped', () => {
    // As the apps configure Next: slash-ended URLs.
    const rewrite = (url: string) => proxy(new NextRequest(url, { nextConfig: { trailingSlash: true } })).headers.get('x-middleware-rewrite');
    expect(rewrite('http://shop.test/jewelry-catalog/')).toBe('http://shop.test/v.-.-/jewelry-catalog/');
    expect(rewrite('http://shop.test/')).toBe('http://shop.test/v.-.-/');
    const sorted = rewrite('http://shop.test/jewelry-catalog/?sort=price&page=2&utm_source=mail');
    expect(sorted).toBe(`http://shop.test/v.-.${Buffer.from('page=2&sort=price').toString('base64url')}/jewelry-catalog/`);
    expect(rewrite('http://shop.test/jewelry-catalog/?page=2&sort=price')).toBe(sorted);
  });

  it("serves the basket's and the thank-you page's shells from the cached tree in the basket's frame (the reduced header), one copy per city whatever the query", () => {
    const rewrite = (url: string, cookie = '') => proxy(new NextRequest(url, { headers: { cookie }, nextConfig: { trailingSlash: true } })).headers.get('x-middleware-rewrite');
    expect(rewrite('http://shop.test/basket/')).toBe('http://shop.test/b.-.-/basket/');
    expect(rewrite('http://shop.test/basket/?page=2&utm_source=mail')).toBe('http://shop.test/b.-.-/basket/');
    expect(rewrite('http://shop.test/basket/thank-you/?masterOrderId=12&orderId=13')).toBe('http://shop.test/b.-.-/basket/thank-you/');
    const moscow = '0c5b2444-70a0-4932-980c-b4dc0d3f02b5';
    expect(rewrite('http://shop.test/basket/', `city_guid=${moscow}; sid=secret-session`)).toBe(`http://shop.test/b.${moscow}.-/basket/`);
    const policy = proxy(new NextRequest('http://shop.test/basket/')).headers.get('content-security-policy') ?? '';
    expect(policy).toContain("'inline-script-hashes'");
    expect(policy).not.toContain('nonce-');
  });

  it('keys a cached page by a known city cookie only; no other cookie reaches the key', () => {
    const moscow = '0c5b2444-70a0-4932-980c-b4dc0d3f02b5';
    const withCookies = (cookie: string) => proxy(new NextRequest('http://shop.test/product/1000001/', { headers: { cookie } })).headers.get('x-middleware-rewrite');
    expect(withCookies(`city_guid=${moscow.toUpperCase()}; sid=secret-session`)).toBe(`http://shop.test/v.${moscow}.-/product/1000001/`);
    expect(withCookies(`city_guid=${unknownCity}; coupon=SALE`)).toBe('http://shop.test/v.-.-/product/1000001/');
    expect(withCookies('sid=another-session; staff_access=Y')).toBe('http://shop.test/v.-.-/product/1000001/');
  });

  it('leaves personal pages, route handlers and writes where they are', () => {
    expect(proxy(new NextRequest('http://shop.test/personal/main/')).headers.get('x-middleware-rewrite')).toBeNull();
    expect(proxy(new NextRequest('http://shop.test/personal/orders/')).headers.get('x-middleware-rewrite')).toBeNull();
    expect(proxy(new NextRequest('http://shop.test/internal/revalidate/', { method: 'POST' })).headers.get('x-middleware-rewrite')).toBeNull();
    expect(proxy(new NextRequest('http://shop.test/jewelry-catalog/', { method: 'POST' })).headers.get('x-middleware-rewrite')).toBeNull();
    // A path already in the cached tree is never rewritten a second time.
    expect(proxy(new NextRequest('http://shop.test/v.-.-/jewelry-catalog/')).headers.get('x-middleware-rewrite')).toBeNull();
  });

  it('S2.9.15: the diamond storefront sends the main brand\'s sections to the main storefront, path and query kept', () => {
    const diamant = storefrontProxy({ apiUrl: 'http://127.0.0.1:4000', production: true, personalPaths: ['/basket/'], mainBrandOrigin: 'https://ornament.test' });
    for (const section of ['jewelry-catalog', 'watch-catalog', 'corp-merch', 'bags', 'cosmetics', 'surprise']) {
      const response = diamant(new NextRequest(`http://diamant.test/${section}/rings/?page=2`));
      expect(response.status).toBe(308);
      expect(response.headers.get('location')).toBe(`https://ornament.test/${section}/rings/?page=2`);
    }
    for (const own of ['/diamant-jewelry-catalog/', '/newitems/diamant-jewelry-catalog/', '/product/1000001/', '/jewelry-catalogue/']) {
      expect(diamant(new NextRequest(`http://diamant.test${own}`)).status).not.toBe(308);
    }
  });

  it('S2.9.15: the main storefront (no main-brand origin) serves those sections itself', () => {
    expect(proxy(new NextRequest('http://shop.test/jewelry-catalog/')).headers.get('location')).toBeNull();
  });
});
