import { describe, expect, it } from 'vitest';
import { ReadCache } from './readCache';

function cacheAt(ttlMs = 1_000, maxEntries = 10) {
  let now = 0;
  const cache = new ReadCache({ ttlMs, maxEntries, now: () => now });
  return { cache, advance: (ms: number) => (now += ms) };
}

function counter() {
  let calls = 0;
  return { load: async () => ++calls, calls: () => calls };
}

describe('ReadCache', () => {
  it('loads once and answers again from memory until the TTL passes', async () => {
    const { cache, advance } = cacheAt(1_000);
    const { load, calls } = counter();
    expect(await cache.get('k', load)).toBe(1);
    advance(999);
    expect(await cache.get('k', load)).toBe(1);
    advance(1);
    expect(await cache.get('k', load)).toBe(2);
    expect(calls()).toBe(2);
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 2 });
  });

  it('drops everything on invalidate', async () => {
    const { cache } = cacheAt();
    const { load } = counter();
    await cache.get('a', load);
    cache.invalidate();
    expect(await cache.get('a', load)).toBe(2);
  });

  it('does not keep a load that was under way when the data changed', async () => {
    const { cache } = cacheAt();
    let release: (value: string) => void = () => undefined;
    const slow = cache.get('k', () => new Promise<string>((resolve) => (release = resolve)));
    cache.invalidate();
    release('old');
    expect(await slow).toBe('old');
    expect(await cache.get('k', async () => 'new')).toBe('new');
  });

  it('shares one load among concurrent misses of a key', async () => {
    const { cache } = cacheAt();
    const { load, calls } = counter();
    const answers = await Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)]);
    expect(answers).toEqual([1, 1, 1]);
    expect(calls()).toBe(1);
  });

  it('keeps no failure', async () => {
    const { cache } = cacheAt();
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 'up')).toBe('up');
  });

  it('evicts the oldest entry past its size', async () => {
    const { cache } = cacheAt(1_000, 2);
    const { load, calls } = counter();
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('c', load);
    expect(cache.stats().size).toBe(2);
    await cache.get('a', load);
    expect(calls()).toBe(4);
  });

  it('is off with a TTL of 0: every read loads', async () => {
    const { cache } = cacheAt(0);
    const { load, calls } = counter();
    await cache.get('k', load);
    await cache.get('k', load);
    expect(calls()).toBe(2);
    expect(cache.enabled).toBe(false);
  });

  describe('dropping some products', () => {
    const shows = (...articles: string[]) => ({ articlesOf: () => articles });

    it('drops the answers that show one of them and keeps the rest', async () => {
      const { cache } = cacheAt();
      const { load, calls } = counter();
      await cache.get('card A', load, shows('A'));
      await cache.get('listing A B', load, shows('A', 'B'));
      await cache.get('card B', load, shows('B'));
      await cache.get('filters', load);
      cache.invalidateArticles(['A']);
      expect(await cache.get('card B', load, shows('B'))).toBe(3);
      expect(await cache.get('filters', load)).toBe(4);
      expect(calls()).toBe(4);
      expect(await cache.get('card A', load, shows('A'))).toBe(5);
      expect(await cache.get('listing A B', load, shows('A', 'B'))).toBe(6);
    });

    it('does not keep a load under way that shows a dropped product, and keeps one that does not', async () => {
      const { cache } = cacheAt();
      const releases: ((value: string) => void)[] = [];
      const slow = (key: string, article: string) => cache.get(key, () => new Promise<string>((resolve) => releases.push(resolve)), shows(article));
      const a = slow('a', 'A');
      const b = slow('b', 'B');
      cache.invalidateArticles(['A']);
      for (const release of releases) release('old');
      expect([await a, await b]).toEqual(['old', 'old']);
      expect(await cache.get('a', async () => 'new', shows('A'))).toBe('new');
      expect(await cache.get('b', async () => 'new', shows('B'))).toBe('old');
    });

    it('does not keep a load under way when everything was dropped since, whatever it shows', async () => {
      const { cache } = cacheAt();
      let release: (value: string) => void = () => undefined;
      const slow = cache.get('b', () => new Promise<string>((resolve) => (release = resolve)), shows('B'));
      cache.invalidateArticles(['A']);
      cache.invalidate();
      release('old');
      await slow;
      expect(await cache.get('b', async () => 'new', shows('B'))).toBe('new');
    });

    it('does not keep a load older than every drop it remembers', async () => {
      const { cache } = cacheAt(1_000, 1_000);
      let release: (value: string) => void = () => undefined;
      const slow = cache.get('b', () => new Promise<string>((resolve) => (release = resolve)), shows('B'));
      for (let i = 0; i < 300; i++) cache.invalidateArticles([`X${i}`]);
      release('old');
      await slow;
      expect(await cache.get('b', async () => 'new', shows('B'))).toBe('new');
    });
  });
});
