import { describe, expect, it, vi } from 'vitest';
import { createErrorReporter } from './createErrorReporter';
import { parseDsn, type ParsedDsn } from './dsn';
import { createConsoleReporter } from './reporter';
import { createSentryReporter, type FetchLike, type SentryReporterOptions } from './sentry';

function fixtureDsn(): ParsedDsn {
  const parsed = parseDsn('https://pub@o1.ingest.sentry.io/42');
  if (parsed === null) throw new Error('fixture DSN must parse');
  return parsed;
}
const dsn = fixtureDsn();

function recorder(): { fetch: FetchLike; calls: { url: string; body: string; headers: Record<string, string> }[] } {
  const calls: { url: string; body: string; headers: Record<string, string> }[] = [];
  return {
    calls,
    fetch: (url, init) => {
      calls.push({ url, body: init.body, headers: init.headers });
      return Promise.resolve({ ok: true });
    },
  };
}

function sentry(random: number, extra: Partial<SentryReporterOptions> = {}) {
  const { fetch, calls } = recorder();
  const reporter = createSentryReporter({
    dsn,
    fetch,
    random: () => random,
    now: () => new Date('2025-01-15T12:00:00.000Z'),
    createId: () => '0123456789abcdef0123456789abcdef',
    ...extra,
  });
  return { reporter, calls };
}

function lines(body: string): unknown[] {
  return body
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as unknown);
}

describe('console reporter (default)', () => {
  it('logs exceptions as errors and messages by level', () => {
    const target = { error: vi.fn(), warn: vi.fn(), info: vi.fn() };
    const reporter = createConsoleReporter(target);
    const error = new Error('fetch error');
    reporter.captureException(error);
    reporter.captureException(error, { tags: { area: 'search' } });
    reporter.captureMessage('Non-serializable api response', 'warning');
    reporter.captureMessage('hello');
    expect(target.error).toHaveBeenNthCalledWith(1, error);
    expect(target.error).toHaveBeenNthCalledWith(2, error, { tags: { area: 'search' } });
    expect(target.warn).toHaveBeenCalledWith('Non-serializable api response');
    expect(target.info).toHaveBeenCalledWith('hello');
  });
});

describe('Sentry-compatible reporter: sampling (spec 1 §9)', () => {
  it('samples 0.01 by default: sends when random() < 0.01', async () => {
    const sent = sentry(0.0099);
    sent.reporter.captureException(new Error('x'));
    const dropped = sentry(0.01);
    dropped.reporter.captureException(new Error('x'));
    await Promise.all([sent.reporter.flush(), dropped.reporter.flush()]);
    expect(sent.calls).toHaveLength(1);
    expect(dropped.calls).toHaveLength(0);
  });

  it('staff raise sampling to every report', async () => {
    const { reporter, calls } = sentry(0.999, { isStaff: true });
    reporter.captureException(new Error('x'));
    reporter.captureMessage('m');
    await reporter.flush();
    expect(calls).toHaveLength(2);
  });

  it('S1.9.24 a staff member’s tab (session flag employee, set at their login) has every report sent', async () => {
    vi.stubGlobal('window', { sessionStorage: { getItem: (key: string) => (key === 'employee' ? '1' : null) } });
    try {
      const { reporter, calls } = sentry(0.999);
      reporter.captureException(new Error('x'));
      await reporter.flush();
      expect(calls).toHaveLength(1);
    } finally {
      vi.unstubAllGlobals();
    }
    const shopper = sentry(0.999);
    shopper.reporter.captureException(new Error('x'));
    await shopper.reporter.flush();
    expect(shopper.calls).toHaveLength(0);
  });

  it('a custom rate is clamped to [0, 1]', async () => {
    const none = sentry(0, { sampleRate: -1 });
    none.reporter.captureMessage('m');
    const all = sentry(0.999, { sampleRate: 5 });
    all.reporter.captureMessage('m');
    await Promise.all([none.reporter.flush(), all.reporter.flush()]);
    expect(none.calls).toHaveLength(0);
    expect(all.calls).toHaveLength(1);
  });
});

describe('Sentry-compatible reporter: payload', () => {
  it('posts an envelope with the event to the envelope endpoint', async () => {
    const { reporter, calls } = sentry(0, { release: 'web@1.2.3', environment: 'production', tags: { brand: 'main' } });
    reporter.captureException(new TypeError('Non-serializable fetch error'), { tags: { area: 'search' }, extra: { query: 'кольцо' } });
    await reporter.flush();
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.url).toBe(
      'https://o1.ingest.sentry.io/api/42/envelope/?sentry_version=7&sentry_key=pub&sentry_client=ornament.analytics%2F1.0',
    );
    expect(call?.headers).toEqual({ 'Content-Type': 'text/plain;charset=UTF-8' });
    const [header, itemHeader, event] = lines(call?.body ?? '');
    expect(header).toEqual({
      event_id: '0123456789abcdef0123456789abcdef',
      sent_at: '2025-01-15T12:00:00.000Z',
      dsn: 'https://pub@o1.ingest.sentry.io/42',
    });
    expect(itemHeader).toEqual({ type: 'event' });
    expect(event).toMatchObject({
      event_id: '0123456789abcdef0123456789abcdef',
      timestamp: Date.UTC(2025, 0, 15, 12) / 1000,
      platform: 'javascript',
      level: 'error',
      release: 'web@1.2.3',
      environment: 'production',
      tags: { brand: 'main', area: 'search' },
      extra: { query: 'кольцо' },
      exception: { values: [{ type: 'TypeError', value: 'Non-serializable fetch error' }] },
    });
    expect((event as { extra: { stack?: string } }).extra.stack).toContain('TypeError');
  });

  it('reports messages with their level and non-Error throws', async () => {
    const { reporter, calls } = sentry(0);
    reporter.captureMessage('Error while importing icon', 'warning');
    reporter.captureException({ code: 500 });
    reporter.captureException('plain');
    await reporter.flush();
    const events = calls.map((call) => lines(call.body)[2]);
    expect(events[0]).toMatchObject({ level: 'warning', message: { formatted: 'Error while importing icon' } });
    expect(events[1]).toMatchObject({ exception: { values: [{ type: 'NonError', value: '{"code":500}' }] } });
    expect(events[2]).toMatchObject({ exception: { values: [{ type: 'Error', value: 'plain' }] } });
  });

  it('can post the bare event to the legacy store endpoint', async () => {
    const { reporter, calls } = sentry(0, { endpoint: 'store' });
    reporter.captureMessage('m');
    await reporter.flush();
    expect(calls[0]?.url).toContain('/api/42/store/?');
    expect(JSON.parse(calls[0]?.body ?? '')).toMatchObject({ level: 'info', message: { formatted: 'm' } });
  });

  it('swallows network failures', async () => {
    const reporter = createSentryReporter({ dsn, random: () => 0, fetch: () => Promise.reject(new Error('offline')) });
    expect(() => reporter.captureMessage('m')).not.toThrow();
    await expect(reporter.flush()).resolves.toBeUndefined();
  });
});

describe('createErrorReporter', () => {
  it('uses the console without a DSN or with an invalid one', async () => {
    const fetch = vi.fn<FetchLike>(() => Promise.resolve(undefined));
    const target = { error: vi.fn(), warn: vi.fn(), info: vi.fn() };
    for (const dsnSetting of [undefined, null, '', 'nonsense']) {
      createErrorReporter({ dsn: dsnSetting, console: target, fetch, random: () => 0 }).captureException(new Error('x'));
    }
    expect(target.error).toHaveBeenCalledTimes(4);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('posts to Sentry when a DSN is configured', async () => {
    const fetch = vi.fn<FetchLike>(() => Promise.resolve(undefined));
    const reporter = createErrorReporter({ dsn: 'https://pub@o1.ingest.sentry.io/42', fetch, random: () => 0 });
    reporter.captureException(new Error('x'));
    await reporter.flush();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
