import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('next/server', () => ({ connection: async () => {} }));

describe('healthRoute', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('answers ok with the release the build inlined, never cached', async () => {
    vi.stubEnv('NEXT_PUBLIC_RELEASE', 'kz@1.2.3');
    // The release is read as ../env loads: a fresh copy reads the stubbed one.
    vi.resetModules();
    const { healthRoute } = await import('./healthRoute');
    const response = await healthRoute().GET();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok', release: 'kz@1.2.3' });
  });
});
