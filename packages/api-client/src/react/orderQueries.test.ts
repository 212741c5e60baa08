import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { fakeFetch, testConfig } from '../testing/fakeFetch';
import { orderQueries } from './orderQueries';

describe('orderQueries', () => {
  it('keys share the orders prefix, so one invalidation refreshes lists, details and returns', () => {
    const client = createApiClient(testConfig(fakeFetch().fetch));
    for (const options of [orderQueries.list(client, 'active'), orderQueries.detail(client, 4), orderQueries.returns(client), orderQueries.returnDetail(client, 2)]) {
      expect(options.queryKey.slice(0, 1)).toEqual(orderQueries.all());
    }
    expect(orderQueries.list(client, 'active', 2).queryKey).not.toEqual(orderQueries.list(client, 'completed', 2).queryKey);
    expect(orderQueries.qr(client).staleTime).toBe(0);
  });
});
