import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, test } from 'vitest';
import { notFoundCacheControl, pageExpirySeconds, applySharedCacheControl } from './sharedCacheControl.mjs';

function answer(status, cacheControl) {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  applySharedCacheControl(response);
  response.statusCode = status;
  response.setHeader('Cache-Control', cacheControl);
  return response.getHeader('cache-control');
}

const routeLifetime = 's-maxage=300, stale-while-revalidate=86100';

describe('a cached page tells the caches in front that they may keep it (issue 18)', () => {
  test('a page is public, for s-maxage seconds, and served stale through errors as long as Next keeps it', () => {
    expect(answer(200, routeLifetime)).toBe(`public, ${routeLifetime}, stale-if-error=${pageExpirySeconds}`);
  });

  test('directives already there are not named twice', () => {
    expect(answer(200, 'public, s-maxage=60, stale-if-error=5')).toBe('public, s-maxage=60, stale-if-error=5');
  });

  test('a personal answer, an uncached one and a server error pass untouched', () => {
    expect(answer(200, 'private, no-cache, no-store, max-age=0, must-revalidate')).toBe('private, no-cache, no-store, max-age=0, must-revalidate');
    expect(answer(200, 'no-store, s-maxage=1')).toBe('no-store, s-maxage=1');
    expect(answer(200, 'max-age=31536000, immutable')).toBe('max-age=31536000, immutable');
    expect(answer(500, routeLifetime)).toBe(routeLifetime);
  });
});

describe('a 404 is cached only briefly (issue 18)', () => {
  test('a 404 on a cached route tells the caches in front to keep it seconds, not the route\'s five minutes', () => {
    expect(answer(404, routeLifetime)).toBe(notFoundCacheControl);
    expect(notFoundCacheControl).toMatch(/s-maxage=10\b/);
  });

  test('a personal 404 stays uncached', () => {
    expect(answer(404, 'private, no-cache, no-store, max-age=0, must-revalidate')).toBe('private, no-cache, no-store, max-age=0, must-revalidate');
  });
});
