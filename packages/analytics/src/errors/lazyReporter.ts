import { createConsoleReporter, type ErrorContext, type ErrorLevel, type ErrorReporter } from './reporter';
import type { SentryReporterOptions } from './sentry';

export interface LazyErrorReporterOptions extends Omit<SentryReporterOptions, 'dsn'> {
  readonly dsn?: string | null;
}

type Report = { kind: 'exception'; error: unknown; context?: ErrorContext } | { kind: 'message'; message: string; level?: ErrorLevel };

/**
 * For browser bundles: the console driver when no DSN is configured; with one, the Sentry-compatible
 * driver loads on the first report (most page views report nothing), and reports made meanwhile
 * are sent once it is there. Never throws, like every driver.
 */
export function createLazyErrorReporter(options: LazyErrorReporterOptions = {}): ErrorReporter {
  const { dsn, ...rest } = options;
  if (dsn == null || dsn.trim() === '') return createConsoleReporter();
  let loading: Promise<ErrorReporter | null> | undefined;
  // The DSN is parsed with the driver: an invalid one falls back to the console like createErrorReporter.
  const driver = () => {
    loading ??= import('./createErrorReporter').then(
      (module) => module.createErrorReporter({ ...rest, dsn }),
      () => null, // the chunk failed to load: nothing left to report through
    );
    return loading;
  };
  const send = (report: Report) => {
    void driver().then((reporter) => {
      if (!reporter) return;
      if (report.kind === 'exception') reporter.captureException(report.error, report.context);
      else reporter.captureMessage(report.message, report.level);
    });
  };
  return {
    captureException: (error, context) => send({ kind: 'exception', error, ...(context ? { context } : {}) }),
    captureMessage: (message, level) => send({ kind: 'message', message, ...(level ? { level } : {}) }),
    flush: async () => {
      if (!loading) return;
      const reporter = await loading;
      await reporter?.flush();
    },
  };
}
