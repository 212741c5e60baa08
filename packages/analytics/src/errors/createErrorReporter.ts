import { parseDsn } from './dsn';
import { createConsoleReporter, type ErrorReporter, type ReporterConsole } from './reporter';
import { createSentryReporter, type SentryReporterOptions } from './sentry';

export interface ErrorReporterOptions extends Omit<SentryReporterOptions, 'dsn'> {
  /** The app's configured DSN; without a valid one, reports go to the console. */
  readonly dsn?: string | null;
  readonly console?: ReporterConsole;
}

/** The Sentry-compatible driver when a DSN is configured, the console driver otherwise. */
export function createErrorReporter(options: ErrorReporterOptions = {}): ErrorReporter {
  const { dsn, console: target, ...rest } = options;
  const parsed = parseDsn(dsn);
  return parsed === null ? createConsoleReporter(target) : createSentryReporter({ ...rest, dsn: parsed });
}
