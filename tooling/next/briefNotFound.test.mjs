import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, test } from 'vitest';
import { briefNotFound, notFoundCacheControl } from './briefNotFound.mjs';

function answer(status, cacheControl) {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  briefNotFound(response);
  response.statusCode = status;
  response.setHeader('Cache-Control', cacheControl);
  return response.getHeader('cache-control');
}

describe('a 404 is cached only briefly (issue 18)', () => {
  const routeLifetime = 's-maxage=300, stale-while-revalidate=86100';

  test('a 404 on a cached route tells the caches in front to keep it seconds, not the route\'s five minutes', () => {
    expect(answer(404, routeLifetime)).toBe(notFoundCacheControl);
    expect(notFoundCacheControl).toMatch(/s-maxage=10\b/);
  });

  test('a found page keeps its lifetime, and a personal 404 stays uncached', () => {
    expect(answer(200, routeLifetime)).toBe(routeLifetime);
    expect(answer(404, 'private, no-cache, no-store, max-age=0, must-revalidate')).toBe('private, no-cache, no-store, max-age=0, must-revalidate');
  });
});
