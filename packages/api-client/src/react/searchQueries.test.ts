import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { fakeFetch, json, testConfig } from '../testing/fakeFetch';
import { metaQueries, searchQueries } from './searchQueries';

const answer = { products: [], categories: [], suggests: [], correction: null, redirect: null, query: 'кольцо' };

describe('search query factories', () => {
  it('key the autocomplete by version and trimmed text, and never search blank text (spec 1 §5)', () => {
    const client = createApiClient(testConfig(fakeFetch().fetch));
    expect(searchQueries.autocomplete(client, ' кольцо ', 2).queryKey).toEqual(['search', 'autocomplete', 2, 'кольцо']);
    expect(searchQueries.autocomplete(client, 'кольцо').queryKey).not.toEqual(searchQueries.autocomplete(client, 'кольцо', 2).queryKey);
    expect(searchQueries.autocomplete(client, '   ').enabled).toBe(false);
    expect(searchQueries.autocomplete(client, 'к').enabled).toBe(true);
    expect(searchQueries.imageResult(client, '').enabled).toBe(false);
    expect(metaQueries.ip(client, 'Europe/Moscow').queryKey).toEqual(['meta', 'ip', 'Europe/Moscow']);
  });

  it('fetch the call data through a QueryClient', async () => {
    const fake = fakeFetch(() => json(answer));
    const client = createApiClient(testConfig(fake.fetch));
    const data = await new QueryClient().fetchQuery(searchQueries.autocomplete(client, 'кольцо'));
    expect(data.query).toBe('кольцо');
    expect(fake.last().url).toContain('/api/v1/search/autocomplete/');
  });
});
