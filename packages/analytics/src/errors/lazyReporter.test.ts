import { describe, expect, it, vi } from 'vitest';
import { createLazyErrorReporter } from './lazyReporter';
import type { FetchLike } from './sentry';

describe('createLazyErrorReporter', () => {
  it('falls back to the console for an invalid DSN, once its driver has loaded', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reporter = createLazyErrorReporter({ dsn: 'not a dsn' });
    reporter.captureException(new Error('boom'));
    await reporter.flush();
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
    // The first import of the Sentry driver compiles it: seconds on a loaded 2-core machine.
  }, 20_000);

  it('writes to the console without a DSN', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    createLazyErrorReporter({ dsn: null }).captureException(new Error('boom'));
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });

  it('loads the Sentry driver on the first report and sends what was captured meanwhile', async () => {
    const sent: string[] = [];
    const fetch: FetchLike = (url) => {
      sent.push(url);
      return Promise.resolve({});
    };
    const reporter = createLazyErrorReporter({ dsn: 'https://pub@o1.ingest.sentry.io/42', fetch, random: () => 0 });
    reporter.captureException(new Error('first'));
    reporter.captureMessage('second', 'warning');
    expect(sent).toEqual([]); // nothing can go before the driver has loaded
    await reporter.flush();
    expect(sent).toHaveLength(2);
    expect(sent[0]).toContain('/api/42/');
  });
});
