import { describe, expect, test } from 'vitest';
import { pageGraceMs, withPageGrace } from './pageGrace.mjs';

const prefix = 'main:build:';
const pageKey = '/route-cache/APP_PAGE/abc/$/v.-.-/product/1004496';
const readKey = '9f2c0d1e';

/** The few Redis commands the wrapper and the stand-in handler use, on plain maps. */
function fakeRedis() {
  const strings = new Map();
  const hashes = new Map();
  const hash = (key) => hashes.get(key) ?? hashes.set(key, new Map()).get(key);
  const client = {
    strings,
    hashes,
    withAbortSignal: () => client,
    unlink: async (keys) => [keys].flat().forEach((key) => strings.delete(key)),
    hDel: async (key, fields) => [fields].flat().forEach((field) => hash(key).delete(field)),
    hSet: async (key, field, value) => void hash(key).set(field, value),
    hmGet: async (key, fields) => fields.map((field) => hash(key).get(field) ?? null),
    hScan: async (key) => ({ cursor: '0', entries: [...hash(key)].map(([field, value]) => ({ field, value })) }),
  };
  return client;
}

/** A stand-in for the Redis strings handler: entries under the prefix, their tags in the shared map. */
function setUp({ now }) {
  const client = fakeRedis();
  const calls = [];
  const handler = {
    name: 'redis-strings',
    async get(key) {
      return client.strings.get(prefix + key) ?? null;
    },
    async set(key, value) {
      client.strings.set(prefix + key, value);
      await client.hSet(`${prefix}__sharedTags__`, key, JSON.stringify(value.tags));
    },
    async revalidateTag(tag) {
      calls.push(tag);
    },
  };
  const cache = withPageGrace(handler, { client, keyPrefix: prefix, now: () => now.value });
  return { client, cache, calls };
}

const page = (lastModified) => ({ lastModified, lifespan: { revalidate: 300 }, tags: ['_N_T_/layout', 'catalog', 'product:1004496'], value: { kind: 'APP_PAGE' } });
const read = (lastModified) => ({ lastModified, tags: ['catalog', 'product:1004496'], value: { kind: 'FETCH' } });

describe('a revalidated page is served for a few seconds while it is rendered again (pageGrace.mjs)', () => {
  test('the tagged API reads go at once; the tagged page stays', async () => {
    const now = { value: 1_000_000 };
    const { client, cache } = setUp({ now });
    await cache.set(pageKey, page(900_000));
    await cache.set(readKey, read(900_000));
    await cache.revalidateTag('product:1004496');
    expect(client.strings.has(prefix + readKey)).toBe(false);
    expect(client.hashes.get(`${prefix}__sharedTags__`).has(readKey)).toBe(false);
    expect(client.strings.has(prefix + pageKey)).toBe(true);
  });

  test('within the grace the page comes as past its revalidation time, so Next answers with it and renders it again', async () => {
    const now = { value: 1_000_000 };
    const { cache } = setUp({ now });
    await cache.set(pageKey, page(900_000));
    await cache.revalidateTag('product:1004496');
    now.value += pageGraceMs;
    const entry = await cache.get(pageKey, { implicitTags: [] });
    expect(entry.value.kind).toBe('APP_PAGE');
    expect(entry.lastModified).toBeLessThan(now.value - 300 * 1000);
  });

  test('after the grace the page is gone: the next request waits for a fresh render', async () => {
    const now = { value: 1_000_000 };
    const { client, cache } = setUp({ now });
    await cache.set(pageKey, page(900_000));
    await cache.revalidateTag('product:1004496');
    now.value += pageGraceMs + 1;
    expect(await cache.get(pageKey, { implicitTags: [] })).toBeNull();
    expect(client.strings.has(prefix + pageKey)).toBe(false);
  });

  test('a page rendered after the revalidation is fresh, and one with other tags is untouched', async () => {
    const now = { value: 1_000_000 };
    const { cache } = setUp({ now });
    await cache.revalidateTag('product:1004496');
    now.value += 10;
    await cache.set(pageKey, page(now.value));
    expect((await cache.get(pageKey, { implicitTags: [] })).lastModified).toBe(now.value);
    await cache.revalidateTag('product:999');
    expect((await cache.get(pageKey, { implicitTags: [] })).lastModified).toBe(now.value);
  });

  test("Next's path tags (revalidatePath) are left to the handler", async () => {
    const { cache, calls, client } = setUp({ now: { value: 1_000_000 } });
    await cache.revalidateTag('_N_T_/product/1004496');
    expect(calls).toEqual(['_N_T_/product/1004496']);
    expect(client.hashes.get(`${prefix}__revalidatedPageTags__`)).toBeUndefined();
  });
});
