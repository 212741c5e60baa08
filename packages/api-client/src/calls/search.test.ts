import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { fakeFetch, json, testConfig } from '../testing/fakeFetch';
import { listing } from '../testing/fixtures';

const emptyAnswer = { products: [], categories: [], suggests: [], correction: 'кольцо', redirect: null, query: 'rjkmwj' };
const imageAnswer = {
  data: { id: '6f1c2f8e-9a0b-4c3d-8e7f-1a2b3c4d5e6f', url: '/products-search/image?id=6f1c2f8e-9a0b-4c3d-8e7f-1a2b3c4d5e6f', products: [] },
};

describe('search calls', () => {
  it('autocomplete: v1 by default, v2 on request, the text as `query`', async () => {
    const fake = fakeFetch(() => json(emptyAnswer));
    const client = createApiClient(testConfig(fake.fetch));
    const response = await client.search.autocomplete('rjkmwj');
    expect(fake.last().url).toBe('http://api.test/api/v1/search/autocomplete/?query=rjkmwj');
    expect(response.type === 'data' && response.data.correction).toBe('кольцо');
    await client.search.autocomplete('кольцо', 2);
    expect(fake.last().url).toBe('http://api.test/api/v2/search/autocomplete/?query=%D0%BA%D0%BE%D0%BB%D1%8C%D1%86%D0%BE');
  });

  it('imageSearch: POSTs multipart form data with the picture and the article, no JSON content type', async () => {
    const fake = fakeFetch(() => json(imageAnswer));
    const client = createApiClient(testConfig(fake.fetch));
    const picture = new File([new Uint8Array([137, 80, 78, 71])], 'ring.png', { type: 'image/png' });
    const response = await client.search.imageSearch(picture, '01-0001');
    const { init, headers } = fake.last();
    expect(fake.last().url).toBe('http://api.test/api/sklv/v3/search/image/');
    expect(init.method).toBe('POST');
    expect(headers['content-type']).toBeUndefined(); // the browser writes the multipart boundary
    const form = init.body as FormData;
    expect((form.get('image') as File).name).toBe('ring.png');
    expect(form.get('article')).toBe('01-0001');
    expect(response.type === 'data' && response.data.data.id).toBe(imageAnswer.data.id);
  });

  it('imageSearch without an article sends only the picture', async () => {
    const fake = fakeFetch(() => json(imageAnswer));
    const client = createApiClient(testConfig(fake.fetch));
    await client.search.imageSearch(new Blob([new Uint8Array([1])], { type: 'image/png' }));
    expect((fake.last().init.body as FormData).has('article')).toBe(false);
  });

  it('imageSearchResult: the kept search as a catalogue listing with its product count', async () => {
    const fake = fakeFetch(() => json(listing, { headers: { 'x-product-count': '7' } }));
    const client = createApiClient(testConfig(fake.fetch));
    const response = await client.search.imageSearchResult(imageAnswer.data.id, { page: 2 });
    expect(fake.last().url).toBe(`http://api.test/api/sklv/v3/search/image/${imageAnswer.data.id}/?page=2`);
    expect(response.type === 'data' && response.data.productCount).toBe(7);
  });

  it('setCookie: GET set-cookie, parsed with the contract', async () => {
    const body = { data: { ab_test_id: 'kt_reco_new', ab_group: 'b', ab_kt_new: 'a', new_search: 'b', feature_flags: { photoSearch: true } } };
    const fake = fakeFetch(() => json(body));
    const response = await createApiClient(testConfig(fake.fetch)).search.setCookie();
    expect(fake.last().url).toBe('http://api.test/api/sklv/v5/set-cookie/');
    expect(response.type === 'data' && response.data.data.new_search).toBe('b');
  });
});
