import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { loadOnce } from './contract';
import { fakeFetch, json, testConfig } from './testing/fakeFetch';
import { moscow } from './testing/fixtures';

// Building the whole contract's zod schemas took a phone's main thread some 500 ms on every page
// (issue 18): a call loads only the contract module of its own answer, and never the barrel.
vi.mock('@ornament/api-contract', () => {
  throw new Error('the whole contract was loaded');
});

describe('contract loading', () => {
  it("checks an answer and an error body with their own modules, never the whole contract's", async () => {
    const fake = fakeFetch((url) =>
      url.includes('/location/check/')
        ? json({ data: { city: moscow, source: 'default', need_confirm: true } })
        : json({ errors: [{ status: '422', code: 'basket_limit', detail: 'Не больше 5 товаров' }] }, { status: 422 }),
    );
    const client = createApiClient(testConfig(fake.fetch));
    const check = await client.geo.locationCheck();
    expect(check.type === 'data' && check.data.data.city.guid_city).toBe(moscow.guid_city);
    await expect(client.basket.easyCalculate()).rejects.toMatchObject({ kind: 'http', message: 'Не больше 5 товаров' });
  });

  it('reports an answer its schema refuses as a contract error', async () => {
    const fake = fakeFetch(() => json({ data: { city: null } }));
    await expect(createApiClient(testConfig(fake.fetch)).geo.locationCheck()).rejects.toMatchObject({ kind: 'contract' });
  });
});

describe('loadOnce', () => {
  it('imports a contract module once for every call after it, and again after a failed load', async () => {
    let loads = 0;
    let fail = true;
    const load = loadOnce(async () => {
      loads += 1;
      if (fail) throw new Error('chunk not fetched');
      return { schema: 'module' };
    });
    await expect(load()).rejects.toThrow('chunk not fetched');
    fail = false;
    const [first, second] = await Promise.all([load(), load()]);
    expect(first).toBe(second);
    expect(await load()).toBe(first);
    expect(loads).toBe(2);
  });
});
