import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiClientError } from './errors';
import { request } from './request';
import { unwrap } from './errors';
import { fakeFetch, json, testConfig, testContext } from './testing/fakeFetch';
import { filters } from './testing/fixtures';

const okSchema = z.object({ ok: z.boolean() });
const get = { path: '/api/sklv/v5/x/', schema: () => okSchema } as const;

async function failure(promise: Promise<unknown>): Promise<ApiClientError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiClientError);
  return error as ApiClientError;
}

describe('request: what it sends', () => {
  it('never answers a call cancelled while its schema was loading', async () => {
    const fake = fakeFetch(() => json({ ok: true }));
    const controller = new AbortController();
    const onError = vi.fn();
    let schemaLoaded: ((schema: typeof okSchema) => void) | undefined;
    const schema = () => new Promise<typeof okSchema>((resolve) => (schemaLoaded = resolve));
    const answer = request(testConfig(fake.fetch, { onError }), { ...get, schema, signal: controller.signal });
    await vi.waitFor(() => expect(schemaLoaded).toBeDefined());
    controller.abort();
    schemaLoaded?.(okSchema);
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
    expect(onError).not.toHaveBeenCalled();
  });

  it('sends the context headers, accept, credentials and the method to the chosen host', async () => {
    const fake = fakeFetch();
    const ctx = { ...testContext, promoCodes: ['A', 'B'], staffAccess: true };
    await request(testConfig(fake.fetch, { context: ctx, baseUrls: { main: 'http://main.test' } }), get);
    const { url, init, headers } = fake.last();
    expect(url).toBe('http://main.test/api/sklv/v5/x/');
    expect(init).toMatchObject({ method: 'GET', credentials: 'include' });
    expect(init.body).toBeUndefined();
    expect(headers).toMatchObject({ accept: 'application/json', 'x-site': 'ornament_ru', 'x-promocodes': 'A,B', 'x-staff-access': 'Y' });
    expect(headers).not.toHaveProperty('content-type');
    expect(headers).not.toHaveProperty('x-ab-group');
  });

  it('serialises the query onto the path', async () => {
    const fake = fakeFetch();
    await request(testConfig(fake.fetch), { ...get, query: { url_codes: ['a', 'b'], 'filter[x]': 1, skip: undefined } });
    expect(fake.last().url).toBe('http://api.test/api/sklv/v5/x/?url_codes=a,b&filter[x]=1');
  });

  it('sends a plain body as JSON and FormData as it is', async () => {
    const fake = fakeFetch();
    await request(testConfig(fake.fetch), { ...get, method: 'POST', body: { guid_city: 'x' } });
    expect(fake.last().headers['content-type']).toBe('application/json');
    expect(fake.last().init.body).toBe('{"guid_city":"x"}');

    const form = new FormData();
    form.append('file', 'content');
    await request(testConfig(fake.fetch), { ...get, method: 'POST', body: form });
    expect(fake.last().headers).not.toHaveProperty('content-type');
    expect(fake.last().init.body).toBe(form);
  });

  it('adds config headers and lets a call override any header', async () => {
    const fake = fakeFetch();
    const config = testConfig(fake.fetch, { headers: { cookie: 'sid=1' } });
    await request(config, { ...get, headers: { 'x-site': 'other', 'x-display-section': 'personal' } });
    expect(fake.last().headers).toMatchObject({ cookie: 'sid=1', 'x-site': 'other', 'x-display-section': 'personal' });
  });

  it('passes the Next.js cache options and the signal through only when given', async () => {
    const fake = fakeFetch();
    const controller = new AbortController();
    await request(testConfig(fake.fetch), { ...get, next: { revalidate: 60, tags: ['menu'] }, cache: 'force-cache', signal: controller.signal });
    expect(fake.last().init).toMatchObject({ next: { revalidate: 60, tags: ['menu'] }, cache: 'force-cache', signal: controller.signal });
    await request(testConfig(fake.fetch), get);
    expect(fake.last().init).not.toHaveProperty('next');
    expect(fake.last().init).not.toHaveProperty('cache');
  });

  it('reads a context function afresh for each call', async () => {
    const fake = fakeFetch();
    let city = 'first';
    const config = testConfig(fake.fetch, { context: () => ({ ...testContext, cityId: city }) });
    await request(config, get);
    city = 'second';
    await request(config, get);
    expect(fake.calls.map((c) => c.headers['x-city-uuid'])).toEqual(['first', 'second']);
  });
});

describe('request: what it returns', () => {
  it('parses a success with the schema and keeps status and headers', async () => {
    const fake = fakeFetch(() => json({ ok: true, extra: 1 }, { status: 201, headers: { 'x-product-count': '5' } }));
    const response = await request(testConfig(fake.fetch), get);
    expect(response).toMatchObject({ type: 'data', data: { ok: true }, status: 201 });
    expect(response.headers.get('x-product-count')).toBe('5');
  });

  it('treats an error body with a `to` field as a successful redirect', async () => {
    const onError = vi.fn();
    const fake = fakeFetch(() => json({ to: '/personal/', errors: [{ status: '401', code: 'x', detail: 'd' }] }, { status: 401 }));
    const response = await request(testConfig(fake.fetch, { onError }), get);
    expect(response).toMatchObject({ type: 'redirect', to: '/personal/', status: 401 });
    expect(onError).not.toHaveBeenCalled();
  });

  it('turns a JSON:API error into an http error with status, errors and the first detail', async () => {
    const errors = [
      { status: '404', code: 'url_invalid', detail: 'Url is invalid', source: { pointer: '/path' } },
      { status: '404', code: 'other', detail: 'second' },
    ];
    const fake = fakeFetch(() => json({ errors }, { status: 404 }));
    const error = await failure(request(testConfig(fake.fetch), get));
    expect(error).toMatchObject({ kind: 'http', status: 404, message: 'Url is invalid', errors, method: 'GET' });
  });

  it('keeps a readable message for a JSON error without JSON:API errors', async () => {
    const fake = fakeFetch(() => json({ message: 'Route not found', statusCode: 404 }, { status: 404 }));
    expect(await failure(request(testConfig(fake.fetch), get))).toMatchObject({ kind: 'http', message: 'Route not found', errors: [] });
    const bare = fakeFetch(() => json([], { status: 500 }));
    expect((await failure(request(testConfig(bare.fetch), get))).message).toBe('Request failed with status 500');
  });

  it("says 'Non-serializable api response' for a non-JSON success", async () => {
    const fake = fakeFetch(() => new Response('<html>ok</html>', { status: 200 }));
    const error = await failure(request(testConfig(fake.fetch), get));
    expect(error).toMatchObject({ kind: 'serialization', message: 'Non-serializable api response', status: 200 });
  });

  it("says 'Non-serializable api error response' for a non-JSON error", async () => {
    const fake = fakeFetch(() => new Response('Bad Gateway', { status: 502 }));
    const error = await failure(request(testConfig(fake.fetch), get));
    expect(error).toMatchObject({ kind: 'serialization', message: 'Non-serializable api error response', status: 502 });
  });

  it("says 'fetch error' when fetch rejects with an Error", async () => {
    const cause = new TypeError('network down');
    const fake = fakeFetch(() => Promise.reject(cause));
    const error = await failure(request(testConfig(fake.fetch), get));
    expect(error).toMatchObject({ kind: 'network', message: 'fetch error', status: undefined });
    expect(error.cause).toBe(cause);
  });

  it("says 'Non-serializable fetch error' when fetch rejects with something else", async () => {
    const fake = fakeFetch(() => Promise.reject('offline' as unknown as Error));
    const error = await failure(request(testConfig(fake.fetch), get));
    expect(error).toMatchObject({ kind: 'network', message: 'Non-serializable fetch error' });
  });

  it('reports a body that breaks the contract as a contract error', async () => {
    const onError = vi.fn();
    const fake = fakeFetch(() => json({ ok: 'yes' }));
    const error = await failure(request(testConfig(fake.fetch, { onError }), get));
    expect(error.kind).toBe('contract');
    expect(error.message).toContain('/api/sklv/v5/x/');
    expect(error.issues.length).toBeGreaterThan(0);
    expect(onError).toHaveBeenCalledWith(error);
  });

  it('reads past a value the API added after this build, and warns once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const sort = (code: string) => ({ property_code: code, name: code, value: code, source: 'get', link: `/?sort=${code}`, checked: false });
    const answer = { ...filters, meta: { ...filters.meta, sort: [sort('popular'), sort('cheapest_first')] } };
    const fake = fakeFetch(() => json(answer));
    const filtersCall = { path: '/api/sklv/v5/catalog/filters/', query: { page: 2 }, schema: async () => (await import('@ornament/api-contract/catalog/filters')).filtersResponseSchema };
    const config = testConfig(fake.fetch);
    const response = await request(config, filtersCall);
    await request(config, filtersCall);
    expect(response.type === 'data' && response.data.meta.sort.map((option) => option.property_code)).toEqual(['popular']);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('GET /api/sklv/v5/catalog/filters/: unknown value "cheapest_first" at /meta/sort/1/property_code');
    warn.mockRestore();
  });

  it('keeps an unknown value it cannot leave out a contract error', async () => {
    const onError = vi.fn();
    const fake = fakeFetch(() => json({ data: { type: 'passkey', attributes: {} } }));
    const error = await failure(request(testConfig(fake.fetch, { onError }), { path: '/api/sklv/v5/auth/login/', schema: async () => (await import('@ornament/api-contract/auth/auth')).loginResponseSchema }));
    expect(error).toMatchObject({ kind: 'contract', issues: [expect.objectContaining({ code: 'invalid_union', discriminator: 'type' })] });
    expect(onError).toHaveBeenCalledWith(error);
  });

  it('reads an empty success as null, for calls that answer 204', async () => {
    const fake = fakeFetch(() => new Response(null, { status: 204 }));
    const response = await request(testConfig(fake.fetch), { path: '/api/sklv/x/', schema: () => z.null() });
    expect(response).toMatchObject({ type: 'data', data: null, status: 204 });
  });
});

describe('request: the error-reporting hook', () => {
  it('receives every thrown error once', async () => {
    const onError = vi.fn();
    const answers = [
      () => Promise.reject(new Error('down')),
      () => new Response('x', { status: 500 }),
      () => new Response('x'),
      () => json({ errors: [{ status: '400', code: 'c', detail: 'd' }] }, { status: 400 }),
    ];
    for (const answer of answers) {
      const fake = fakeFetch(answer);
      const error = await failure(request(testConfig(fake.fetch, { onError }), get));
      expect(onError).toHaveBeenLastCalledWith(error);
    }
    expect(onError).toHaveBeenCalledTimes(answers.length);
  });

  it('does not let a failing reporter replace the real error', async () => {
    const fake = fakeFetch(() => new Response('x'));
    const onError = () => {
      throw new Error('reporter broke');
    };
    expect((await failure(request(testConfig(fake.fetch, { onError }), get))).message).toBe('Non-serializable api response');
  });

  it('passes a cancelled call through untouched and unreported', async () => {
    const onError = vi.fn();
    const controller = new AbortController();
    const abort = new DOMException('aborted', 'AbortError');
    const fake = fakeFetch(() => {
      controller.abort();
      return Promise.reject(abort);
    });
    await expect(request(testConfig(fake.fetch, { onError }), { ...get, signal: controller.signal })).rejects.toBe(abort);
    expect(onError).not.toHaveBeenCalled();
  });
});

describe('unwrap', () => {
  it('returns data and turns a redirect into a redirect error carrying the target', () => {
    expect(unwrap({ type: 'data', data: 1, status: 200, headers: new Headers() })).toBe(1);
    expect(() => unwrap({ type: 'redirect', to: '/login/', status: 401, headers: new Headers() })).toThrow(
      expect.objectContaining({ kind: 'redirect', to: '/login/', status: 401 }),
    );
  });
});
