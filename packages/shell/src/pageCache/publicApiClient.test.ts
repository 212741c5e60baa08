import { requestHeaders } from '@ornament/api-contract/http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { publicApiClient } from './publicApiClient';

const tenant = { siteCode: 'ornament_ru', source: 'site' as const, country: 'RU' as const, defaultCityGuid: '0c5b2444-70a0-4932-980c-b4dc0d3f02b5', currency: 'RUB' as const };

describe('public API client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends no cookie and no personal header, and tags each read for revalidation', async () => {
    const fetchSpy = vi.fn(async () => Response.json({ data: [], meta: {} }));
    vi.stubGlobal('fetch', fetchSpy);
    const client = await publicApiClient({ apiUrl: 'http://api.test', tenant })();
    await client.request({ path: '/api/serviceCatalog/v2/products/1004496/', schema: () => ({ parse: (value: unknown) => value }) as never }).catch(() => undefined);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit & { next: { tags: string[]; revalidate: number } }];
    expect(url).toBe('http://api.test/api/serviceCatalog/v2/products/1004496/');
    const headers = init.headers as Record<string, string>;
    expect(Object.keys(headers).map((name) => name.toLowerCase())).not.toContain('cookie');
    expect(headers[requestHeaders.cityId]).toBe(tenant.defaultCityGuid);
    expect(headers[requestHeaders.promoCodes] ?? '').toBe('');
    expect(headers[requestHeaders.staffAccess] ?? 'N').not.toBe('Y');
    expect(init.next.tags).toEqual(['catalog', 'service:catalog', 'product:1004496']);
    expect(init.next.revalidate).toBeLessThanOrEqual(300);
  });
});
