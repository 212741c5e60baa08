import { describe, expect, it } from 'vitest';
import { limits } from '../rules/limits';
import { findRedirect, parseRedirectMap, pruneRedirects, redirectKey, saveRedirect, type RedirectMap } from './redirects';

const hour = 60 * 60 * 1000;
const t0 = Date.UTC(2025, 0, 15, 12);

describe('redirect map (spec 1 §4: expires after 24 hours)', () => {
  it('the expiry is the 24 h of the domain limits', () => {
    expect(limits.redirectMapExpiryMs).toBe(24 * hour);
  });

  it('finds a saved redirect until 24 hours have passed', () => {
    const map = saveRedirect({}, 'Золото', '/jewelry-catalog/zoloto/', t0);
    expect(findRedirect(map, 'Золото', t0)).toBe('/jewelry-catalog/zoloto/');
    expect(findRedirect(map, 'Золото', t0 + 24 * hour - 1)).toBe('/jewelry-catalog/zoloto/');
    expect(findRedirect(map, 'Золото', t0 + 24 * hour)).toBeNull();
  });

  it('matches queries regardless of case and spacing', () => {
    const map = saveRedirect({}, '  Обручальные   кольца ', '/wedding/', t0);
    expect(findRedirect(map, 'обручальные кольца', t0)).toBe('/wedding/');
    expect(redirectKey(' Обручальные  Кольца ')).toBe('обручальные кольца');
  });

  it('returns null for unknown queries, including prototype names', () => {
    const map = saveRedirect({}, 'серьги', '/earrings/', t0);
    expect(findRedirect(map, 'кольцо', t0)).toBeNull();
    expect(findRedirect(map, 'constructor', t0)).toBeNull();
    expect(findRedirect(map, '__proto__', t0)).toBeNull();
  });

  it('stores "__proto__" as an ordinary query', () => {
    const map = saveRedirect({}, '__proto__', '/x/', t0);
    expect(findRedirect(map, '__proto__', t0)).toBe('/x/');
    expect(Object.getPrototypeOf(map)).toBe(Object.prototype);
  });

  it('replaces an older redirect for the same query with a fresh timestamp', () => {
    const first = saveRedirect({}, 'цепь', '/old/', t0);
    const second = saveRedirect(first, 'Цепь', '/new/', t0 + 20 * hour);
    expect(Object.keys(second)).toEqual(['цепь']);
    expect(findRedirect(second, 'цепь', t0 + 30 * hour)).toBe('/new/');
  });

  it('prunes expired entries when saving, and never mutates the given map', () => {
    const old = saveRedirect({}, 'брошь', '/brooch/', t0);
    const frozen = Object.freeze({ ...old });
    const next = saveRedirect(frozen, 'часы', '/watches/', t0 + 25 * hour);
    expect(Object.keys(next)).toEqual(['часы']);
    expect(Object.keys(frozen)).toEqual(['брошь']);
  });

  it('ignores blank queries and empty urls', () => {
    expect(saveRedirect({}, '  ', '/x/', t0)).toEqual({});
    expect(saveRedirect({}, 'кольцо', '', t0)).toEqual({});
  });

  it('pruneRedirects keeps fresh entries and drops expired or future-dated ones', () => {
    const map: RedirectMap = {
      fresh: { url: '/a/', savedAt: t0 - hour },
      expired: { url: '/b/', savedAt: t0 - 25 * hour },
      future: { url: '/c/', savedAt: t0 + hour },
    };
    expect(pruneRedirects(map, t0)).toEqual({ fresh: { url: '/a/', savedAt: t0 - hour } });
  });
});

describe('parseRedirectMap', () => {
  it('reads what saveRedirect stored', () => {
    const map = saveRedirect({}, 'сапфир', '/sapphire/', t0);
    expect(parseRedirectMap(JSON.stringify(map))).toEqual(map);
  });

  it.each([[null], [''], ['not json'], ['[]'], ['42'], ['"text"'], ['null']])('reads %j as empty', (stored) => {
    expect(parseRedirectMap(stored)).toEqual({});
  });

  it('drops malformed entries and keeps good ones', () => {
    const stored = JSON.stringify({
      good: { url: '/a/', savedAt: t0 },
      noUrl: { savedAt: t0 },
      emptyUrl: { url: '', savedAt: t0 },
      badTime: { url: '/b/', savedAt: 'yesterday' },
      scalar: 5,
    });
    expect(parseRedirectMap(stored)).toEqual({ good: { url: '/a/', savedAt: t0 } });
  });
});
