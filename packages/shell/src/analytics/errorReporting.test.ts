import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureErrorReporting, errorReporter, reportApiFailure, reportError, resetErrorReporting } from './errorReporting';

afterEach(() => {
  resetErrorReporting();
  vi.restoreAllMocks();
});

describe('error reporting', () => {
  it('logs to the console when no DSN is configured', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = new Error('boom');
    reportError(error, { tags: { boundary: 'route' } });
    expect(log).toHaveBeenCalledWith(error, { tags: { boundary: 'route' } });
  });

  it('keeps one reporter per DSN and replaces it when the DSN changes', () => {
    const first = configureErrorReporting(undefined);
    expect(configureErrorReporting(undefined)).toBe(first);
    expect(errorReporter()).toBe(first);
    const sentry = configureErrorReporting('https://key@errors.example.com/42', { fetch: () => Promise.resolve(undefined) });
    expect(sentry).not.toBe(first);
    expect(errorReporter()).toBe(sentry);
  });

  it('sends to the DSN host when one is set (sampled at 1 here)', async () => {
    const fetch = vi.fn(() => Promise.resolve(undefined));
    configureErrorReporting('https://key@errors.example.com/42', { fetch, sampleRate: 1 });
    reportError(new Error('boom'));
    await errorReporter().flush();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toContain('errors.example.com');
  });

  it('issue 20: every report names the release the storefront was built as (NEXT_PUBLIC_RELEASE)', async () => {
    vi.stubEnv('NEXT_PUBLIC_RELEASE', 'kz@1.4.0');
    vi.resetModules();
    const fresh = await import('./errorReporting');
    const fetch = vi.fn((_url: string, _init: { body: string }) => Promise.resolve(undefined));
    fresh.configureErrorReporting('https://key@errors.example.com/42', { fetch, sampleRate: 1 });
    fresh.reportError(new Error('boom'));
    await fresh.errorReporter().flush();
    vi.unstubAllEnvs();
    const event = JSON.parse(fetch.mock.calls[0]![1].body.split('\n')[2]!) as { release?: string };
    expect(event.release).toBe('kz@1.4.0');
  });

  it('S1.8.8 reports the API calls that failed (no answer, unknown answer, 5xx), not the 4xx answers a page shows', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = (status: number | undefined, kind: string) => Object.assign(new Error(kind), { status, kind });
    reportApiFailure(failure(404, 'http'));
    reportApiFailure(failure(422, 'http'));
    expect(log).not.toHaveBeenCalled();
    reportApiFailure(failure(503, 'http'));
    reportApiFailure(failure(undefined, 'network'));
    reportApiFailure(failure(200, 'contract'));
    expect(log).toHaveBeenCalledTimes(3);
    expect(log.mock.calls[0]![1]).toEqual({ tags: { source: 'api' } });
  });
});
