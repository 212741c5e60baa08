import { limits, sessionStorageKeys } from '@ornament/domain';
import { dsnToString, envelopeEndpoint, storeEndpoint, type ParsedDsn } from './dsn';
import type { ErrorContext, ErrorLevel, ErrorReporter } from './reporter';

export const sentryClientName = 'ornament.analytics/1.0';

export type FetchLike = (url: string, init: { method: 'POST'; body: string; headers: Record<string, string>; keepalive: boolean }) => Promise<unknown>;

export interface SentryReporterOptions {
  readonly dsn: ParsedDsn;
  /** Share of reports sent (spec 1 §9: 0.01). */
  readonly sampleRate?: number;
  /** Spec 1 §9: the staff flag raises sampling to every report; unset, the tab's session flag `employee` decides. */
  readonly isStaff?: boolean;
  readonly release?: string;
  readonly environment?: string;
  /** 'envelope' (current Sentry, GlitchTip) or 'store' (the legacy single-event endpoint). */
  readonly endpoint?: 'envelope' | 'store';
  readonly tags?: Readonly<Record<string, string>>;
  readonly fetch?: FetchLike;
  /** Returns [0, 1); injected by tests. */
  readonly random?: () => number;
  readonly now?: () => Date;
  readonly createId?: () => string;
}

interface SentryEvent {
  readonly event_id: string;
  readonly timestamp: number;
  readonly platform: 'javascript';
  readonly level: ErrorLevel;
  readonly release?: string;
  readonly environment?: string;
  readonly tags?: Readonly<Record<string, string>>;
  readonly extra?: Readonly<Record<string, unknown>>;
  readonly message?: { readonly formatted: string };
  readonly exception?: { readonly values: readonly { readonly type: string; readonly value: string }[] };
}

function exceptionOf(error: unknown): { type: string; value: string; stack?: string } {
  if (error instanceof Error) return { type: error.name, value: error.message, ...(error.stack ? { stack: error.stack } : {}) };
  if (typeof error === 'string') return { type: 'Error', value: error };
  try {
    return { type: 'NonError', value: JSON.stringify(error) ?? String(error) };
  } catch {
    return { type: 'NonError', value: String(error) };
  }
}

/**
 * A staff member's tab: the session flag `employee` their login sets (spec 3 §9). Read here, in the
 * driver that loads with the first report, so no page carries it in its first load.
 */
function isStaffSession(): boolean {
  try {
    return typeof window !== 'undefined' && window.sessionStorage.getItem(sessionStorageKeys.employee) !== null;
  } catch {
    return false;
  }
}

function effectiveSampleRate(options: SentryReporterOptions): number {
  if (options.isStaff ?? isStaffSession()) return 1;
  const rate = options.sampleRate ?? limits.errorTracingSampleRate;
  return Math.min(1, Math.max(0, rate));
}

function defaultId(): string {
  return globalThis.crypto.randomUUID().replaceAll('-', '');
}

/** An envelope with one event item (https://develop.sentry.dev/sdk/envelopes/). */
export function toEnvelope(event: SentryEvent, dsn: ParsedDsn, sentAt: Date): string {
  const header = { event_id: event.event_id, sent_at: sentAt.toISOString(), dsn: dsnToString(dsn) };
  return `${JSON.stringify(header)}\n${JSON.stringify({ type: 'event' })}\n${JSON.stringify(event)}\n`;
}

/** Posts sampled reports to a Sentry-compatible server with `fetch`; no SDK is loaded. */
export function createSentryReporter(options: SentryReporterOptions): ErrorReporter {
  const send = options.fetch ?? ((url, init) => globalThis.fetch(url, init));
  const random = options.random ?? Math.random;
  const now = options.now ?? (() => new Date());
  const createId = options.createId ?? defaultId;
  const sampleRate = effectiveSampleRate(options);
  const endpoint = options.endpoint ?? 'envelope';
  const pending = new Set<Promise<void>>();

  function report(fields: Pick<SentryEvent, 'level' | 'message' | 'exception' | 'extra'>, tags?: Readonly<Record<string, string>>): void {
    // `random() < rate` sends nothing at 0 and everything at 1.
    if (!(random() < sampleRate)) return;
    const sentAt = now();
    const allTags = { ...options.tags, ...tags };
    const event: SentryEvent = {
      event_id: createId(),
      timestamp: sentAt.getTime() / 1000,
      platform: 'javascript',
      ...(options.release !== undefined ? { release: options.release } : {}),
      ...(options.environment !== undefined ? { environment: options.environment } : {}),
      ...(Object.keys(allTags).length > 0 ? { tags: allTags } : {}),
      ...fields,
    };
    const url = endpoint === 'envelope' ? envelopeEndpoint(options.dsn, sentryClientName) : storeEndpoint(options.dsn, sentryClientName);
    const body = endpoint === 'envelope' ? toEnvelope(event, options.dsn, sentAt) : JSON.stringify(event);
    // text/plain keeps the cross-origin POST "simple" (no preflight); Sentry reads the body anyway.
    // Reporting must never become the error: network failures are swallowed.
    const headers = { 'Content-Type': 'text/plain;charset=UTF-8' };
    const request = send(url, { method: 'POST', body, headers, keepalive: true })
      .then(() => undefined)
      .catch(() => undefined)
      .finally(() => pending.delete(request));
    pending.add(request);
  }

  return {
    captureException(error, context?: ErrorContext) {
      const { stack, ...exception } = exceptionOf(error);
      const extra = { ...context?.extra, ...(stack !== undefined ? { stack } : {}) };
      report(
        {
          level: context?.level ?? 'error',
          exception: { values: [exception] },
          ...(Object.keys(extra).length > 0 ? { extra } : {}),
        },
        context?.tags,
      );
    },
    captureMessage(message, level = 'info') {
      report({ level, message: { formatted: message } });
    },
    flush: async () => {
      await Promise.all([...pending]);
    },
  };
}
