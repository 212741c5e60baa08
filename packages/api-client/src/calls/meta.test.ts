import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { fakeFetch, json, testConfig } from '../testing/fakeFetch';

describe('meta calls', () => {
  it('ip: sends the browser zone as X-Client-Timezone and reads the VPN flag', async () => {
    const fake = fakeFetch(() => json({ ip_address: '10.0.0.1', is_vpn_connection: true }));
    const client = createApiClient(testConfig(fake.fetch, { baseUrls: { meta: 'http://meta.test' } }));
    const response = await client.meta.ip('Europe/Moscow');
    expect(fake.last().url).toBe('http://meta.test/api/serviceMeta/v1/meta/ip/');
    expect(fake.last().headers['x-client-timezone']).toBe('Europe/Moscow');
    expect(response.type === 'data' && response.data.is_vpn_connection).toBe(true);
  });
});
