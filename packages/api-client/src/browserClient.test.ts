import { getTenant } from '@ornament/domain';
import { describe, expect, it, vi } from 'vitest';
import { globalConfig } from 'zod/v4/core';
import { createBrowserApiClient } from './browserClient';
import { isApiClientError } from './errors';
import { browserCitiesOf, withCountryGuid } from './server';
import { fakeFetch, json } from './testing/fakeFetch';
import { filters } from './testing/fixtures';

const tenant = getTenant('main', 'RU');
const browserTenant = { ...withCountryGuid(tenant), cities: browserCitiesOf(tenant) };

describe('createBrowserApiClient', () => {
  it('loads a call group on its first call and answers like the eager client', async () => {
    const fake = fakeFetch(() => json({ ip_address: '192.0.2.1', is_vpn_connection: false }));
    const client = createBrowserApiClient(browserTenant, { fetch: fake.fetch });
    const first = await client.meta.ip('Europe/Moscow');
    const second = await client.meta.ip('Europe/Moscow');
    expect(first).toMatchObject({ type: 'data', data: { is_vpn_connection: false } });
    expect(second.type).toBe('data');
    expect(fake.calls).toHaveLength(2);
    expect(fake.last().url).toBe('/api/serviceMeta/v1/meta/ip/');
    expect(fake.last().headers['x-city-uuid']).toBe(tenant.defaultCityGuid.toLowerCase());
  });

  it('has zod parse without eval before the first answer is read (./zodWithoutEval)', async () => {
    const before = globalConfig.jitless;
    globalConfig.jitless = false;
    try {
      const fake = fakeFetch(() => json({ ip_address: '192.0.2.1', is_vpn_connection: false }));
      await createBrowserApiClient(browserTenant, { fetch: fake.fetch }).meta.ip('Europe/Moscow');
      expect(globalConfig.jitless).toBe(true);
    } finally {
      globalConfig.jitless = before;
    }
  });

  it('keeps the request layer’s errors', async () => {
    const fake = fakeFetch(() => json({ errors: [{ status: '404', code: 'not_found', detail: 'Product not found' }] }, { status: 404 }));
    const client = createBrowserApiClient(browserTenant, { fetch: fake.fetch });
    const failure = await client.catalog.product('nope').catch((error: unknown) => error);
    expect(isApiClientError(failure) && failure.status).toBe(404);
  });

  it('reads its answers as tolerantly as the server’s client', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const sort = (code: string) => ({ property_code: code, name: code, value: code, source: 'get', link: `/?sort=${code}`, checked: false });
    const fake = fakeFetch(() => json({ ...filters, meta: { ...filters.meta, sort: [sort('popular'), sort('by_colour')] } }));
    const response = await createBrowserApiClient(browserTenant, { fetch: fake.fetch }).catalog.filters('/jewelry-catalog/');
    expect(response.type === 'data' && response.data.meta.sort.map((option) => option.property_code)).toEqual(['popular']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('unknown value "by_colour"'));
    warn.mockRestore();
  });

  it('sends its writes one at a time while the browser holds no session (./sessionGate)', async () => {
    const answers: Array<() => void> = [];
    const fake = fakeFetch(() => new Promise<Response>((resolve) => answers.push(() => resolve(json({ errors: [{ status: '404', code: 'not_found', detail: 'x' }] }, { status: 404 })))));
    const client = createBrowserApiClient(browserTenant, { fetch: fake.fetch });
    const writes = [client.basket.create({ article: 'A-1', size: '17', quantity: 1 }), client.basket.create({ article: 'A-2', size: '', quantity: 1 })].map((call) => call.catch(() => 'failed'));
    await vi.waitFor(() => expect(fake.calls).toHaveLength(1));
    answers.shift()!();
    await vi.waitFor(() => expect(fake.calls).toHaveLength(2));
    answers.shift()!();
    expect(await Promise.all(writes)).toEqual(['failed', 'failed']);
  });
});
