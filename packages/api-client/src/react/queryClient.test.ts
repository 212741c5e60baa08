import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiClientError } from '../errors';
import { createQueryClient, makeQueryClient, shouldRetry } from './queryClient';

const error = (kind: ApiClientError['kind'], status?: number) =>
  new ApiClientError({ kind, status, message: 'x', method: 'GET', path: '/' });

describe('makeQueryClient', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('makes a new client for every server request', () => {
    expect(makeQueryClient()).not.toBe(makeQueryClient());
  });

  it('keeps one client in the browser', () => {
    vi.stubGlobal('window', {});
    expect(makeQueryClient()).toBe(makeQueryClient());
  });

  it('defaults: 60 s gcTime, a stale time above zero for hydration, pending queries dehydrated', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.gcTime).toBe(60_000);
    expect(defaults.queries?.staleTime).toBeGreaterThan(0);
    expect(defaults.dehydrate?.shouldDehydrateQuery).toBeTypeOf('function');
  });
});

describe('shouldRetry', () => {
  it('retries network failures and server errors, twice at most', () => {
    expect(shouldRetry(0, error('network'))).toBe(true);
    expect(shouldRetry(1, error('http', 503))).toBe(true);
    expect(shouldRetry(2, error('network'))).toBe(false);
  });
  it('does not retry what a retry cannot fix', () => {
    expect(shouldRetry(0, error('http', 404))).toBe(false);
    expect(shouldRetry(0, error('contract', 200))).toBe(false);
    expect(shouldRetry(0, error('redirect', 401))).toBe(false);
    expect(shouldRetry(0, new Error('bug'))).toBe(false);
  });
});
