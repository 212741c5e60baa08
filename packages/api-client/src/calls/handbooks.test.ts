import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { fakeFetch, json, testConfig } from '../testing/fakeFetch';

describe('handbook calls', () => {
  it('deliveryInfo and currencyRates: their paths and schemas', async () => {
    const fake = fakeFetch((url) =>
      url.includes('currency-rates')
        ? json({ data: { RUB: { value: 1, nominal: 1 }, KZT: { value: 18.2, nominal: 100 }, BYN: { value: 28.5, nominal: 1 } }, meta: { base: 'RUB', timestamp: 1 } })
        : json({ data: { delivery_price: 0, free_delivery_from: 3000, currency: 'RUB', courier_days: 2, pickup_days: 1 } }),
    );
    const client = createApiClient(testConfig(fake.fetch));
    const info = await client.handbooks.deliveryInfo();
    expect(fake.last().url).toBe('http://api.test/api/sklv/v5/handbooks/delivery-info/');
    expect(info.type === 'data' && info.data.data.free_delivery_from).toBe(3000);
    const rates = await client.handbooks.currencyRates();
    expect(fake.last().url).toBe('http://api.test/api/sklv/v5/handbooks/currency-rates/');
    expect(rates.type === 'data' && rates.data.data.KZT?.nominal).toBe(100);
  });

  it('a rates body outside the contract is a contract error', async () => {
    const fake = fakeFetch(() => json({ data: { XXX: { value: 1, nominal: 1 } }, meta: { base: 'RUB', timestamp: 1 } }));
    await expect(createApiClient(testConfig(fake.fetch)).handbooks.currencyRates()).rejects.toMatchObject({ kind: 'contract' });
  });
});
