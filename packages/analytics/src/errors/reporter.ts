/** Sentry's levels; `error` for exceptions, `info` for messages unless told otherwise. */
export type ErrorLevel = 'fatal' | 'error' | 'warning' | 'info' | 'debug';

export interface ErrorContext {
  readonly tags?: Readonly<Record<string, string>>;
  readonly extra?: Readonly<Record<string, unknown>>;
  readonly level?: ErrorLevel;
}

/** Spec 1 §8: errors are logged to an error-reporting service. Implementations never throw. */
export interface ErrorReporter {
  captureException(error: unknown, context?: ErrorContext): void;
  captureMessage(message: string, level?: ErrorLevel): void;
  /** Resolves when reports already captured have been sent (call before a server exits). */
  flush(): Promise<void>;
}

/** The console methods the console driver writes to. */
export type ReporterConsole = Pick<Console, 'error' | 'warn' | 'info'>;

function writerOf(target: ReporterConsole, level: ErrorLevel): (...data: unknown[]) => void {
  if (level === 'fatal' || level === 'error') return target.error;
  if (level === 'warning') return target.warn;
  return target.info;
}

/** The default driver: everything to the console, unsampled. */
export function createConsoleReporter(target: ReporterConsole = console): ErrorReporter {
  return {
    captureException(error, context) {
      const level = context?.level ?? 'error';
      writerOf(target, level).call(target, error, ...(context === undefined ? [] : [context]));
    },
    captureMessage(message, level = 'info') {
      writerOf(target, level).call(target, message);
    },
    flush: () => Promise.resolve(),
  };
}
