// Issue 22: liveness apart from readiness. /health/live is the process; /health/ready is 200 only when
// the database answers, the start-up warm-up is done and the process is not draining, else 503 with
// Retry-After and a JSON:API error. GET /health answers as it always did.
import { paths } from '@ornament/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WarmUp } from '../../src/services/warmUp';
import { type TestApp, buildTestApp } from '../helpers/build';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ products: 20 });
});
afterAll(async () => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

function expectNotReady(response: Awaited<ReturnType<typeof get>>, reason: string): void {
  expect(response.statusCode).toBe(503);
  expect(response.headers['retry-after']).toBe('2');
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.json()).toEqual({ errors: [{ status: '503', code: 'service_unavailable', title: 'Service Unavailable', detail: `Not ready: ${reason}` }] });
}

describe('health', () => {
  it('GET /health and /health/live: 200 with the version while the process runs', async () => {
    for (const url of [paths.health, paths.healthLive]) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 'ok', version: expect.any(String), release: expect.any(String) });
    }
  });

  it('GET /health/ready: 200 once the database answers and no warm-up is under way', async () => {
    const response = await get(paths.healthReady);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ready' });
  });

  it('GET /health/ready: 503 while the start-up warm-up runs, 200 once it is done', async () => {
    let finished = false;
    const pending: WarmUp = {
      done: Promise.resolve(),
      stop: async () => undefined,
      get finished() {
        return finished;
      },
    };
    t.app.warmUp = pending;
    try {
      expectNotReady(await get(paths.healthReady), 'warming up');
      expect((await get(paths.healthLive)).statusCode).toBe(200);
      finished = true;
      expect((await get(paths.healthReady)).statusCode).toBe(200);
    } finally {
      t.app.warmUp = null;
    }
  });

  it('a drain turns readiness and liveness 503 at once; GET /health stays 200 for the start scripts', async () => {
    t.app.beginDrain();
    expect(t.app.draining).toBe(true);
    expectNotReady(await get(paths.healthReady), 'draining');
    const live = await get(paths.healthLive);
    expect(live.statusCode).toBe(503);
    expect(live.headers['retry-after']).toBe('2');
    expect((await get(paths.health)).statusCode).toBe(200);
  });
});

describe('health without a database', () => {
  it('GET /health/ready: 503 when the database does not answer; live stays 200', async () => {
    const lost = await buildTestApp({ products: 20 });
    // The database's client (PGlite, or the pg pool) closed under the app: every query fails, as with an unreachable server.
    const client = (lost.db as unknown as { $client: { close?(): Promise<void>; end?(): Promise<void> } }).$client;
    await (client.close ?? client.end)?.call(client);
    try {
      const ready = await lost.app.inject({ method: 'GET', url: paths.healthReady });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().errors[0].detail).toBe('Not ready: database unavailable');
      expect((await lost.app.inject({ method: 'GET', url: paths.healthLive })).statusCode).toBe(200);
    } finally {
      await lost.close().catch(() => undefined);
    }
  });
});
