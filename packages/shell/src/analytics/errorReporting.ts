import { createLazyErrorReporter, type ErrorContext, type ErrorReporter, type LazyErrorReporterOptions } from '@ornament/analytics';
import { release } from '../env';

// One reporter per browser tab; the Sentry-compatible driver loads only when a report is made. The layout's client leaf configures it with the app's DSN before
// anything can fail; error boundaries (even global-error, which replaces the layout) only report.
let current: ErrorReporter | null = null;
let configuredDsn: string | null | undefined;
const releaseOption = release ? { release } : {};

/** Idempotent: a re-render with the same DSN keeps the reporter (and its pending sends). */
export function configureErrorReporting(dsn: string | null | undefined, options: Omit<LazyErrorReporterOptions, 'dsn'> = {}): ErrorReporter {
  if (current && configuredDsn === dsn) return current;
  configuredDsn = dsn;
  current = createLazyErrorReporter({ ...releaseOption, ...options, dsn });
  return current;
}

/**
 * The request layer's hook (spec 1 §8, ClientConfig.onError): an API call that failed (no answer,
 * an answer the contract does not know, a 5xx) is reported; a 4xx is an answer the page shows.
 */
export function reportApiFailure(error: unknown): void {
  const status = typeof error === 'object' && error !== null && 'status' in error ? (error as { status?: unknown }).status : undefined;
  if (typeof status === 'number' && status >= 400 && status < 500) return;
  reportError(error, { tags: { source: 'api' } });
}

/** The configured reporter, or the console driver when nothing configured one. */
export function errorReporter(): ErrorReporter {
  current ??= createLazyErrorReporter(releaseOption);
  return current;
}

export function reportError(error: unknown, context?: ErrorContext): void {
  errorReporter().captureException(error, context);
}

/** Tests only: forget the configured reporter. */
export function resetErrorReporting(): void {
  current = null;
  configuredDsn = undefined;
}
