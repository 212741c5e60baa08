import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { isOperatorPath, storefrontProxy } from './storefrontProxy';

const proxy = storefrontProxy({ apiUrl: 'http://127.0.0.1:4000', production: true });

describe('storefront proxy', () => {
  it('passes the API calls on to the API', () => {
    const response = proxy(new NextRequest('http://shop.test/api/serviceCatalog/v2/catalog/jewelry-catalog/?page=2'));
    expect(response.headers.get('x-middleware-rewrite')).toBe('http://127.0.0.1:4000/api/serviceCatalog/v2/catalog/jewelry-catalog/?page=2');
  });

  it('never passes on an operator call, with or without its token', async () => {
    for (const path of ['/api/serviceCatalog/admin/products/1000001/', '/api/serviceMsg/admin/message/send/', '/api/sklv/v5/ADMIN/form-requests/']) {
      const request = new NextRequest(`http://shop.test${path}`, { method: 'PATCH', headers: { authorization: 'Bearer ornament-development-catalog-admin' } });
      const response = proxy(request);
      expect(response.status).toBe(404);
      expect(response.headers.get('x-middleware-rewrite')).toBeNull();
      expect(await response.json()).toEqual({ errors: [{ status: '404', code: 'not_found', detail: 'Not found' }] });
    }
  });

  it('tells operator paths by their admin segment only', () => {
    expect(isOperatorPath('/api/serviceCatalog/admin/products/1/')).toBe(true);
    expect(isOperatorPath('/api/sklv/v3/profile/administrator-notes/')).toBe(false);
  });
});
