import type { ApiError } from '@ornament/api-contract';
import type { ApiResponse } from './request';

/**
 * What went wrong, so callers can branch without parsing messages:
 * - network: fetch itself rejected ('fetch error' / 'Non-serializable fetch error');
 * - serialization: the body was not JSON ('Non-serializable api response' / '... error response');
 * - http: a JSON error answer (JSON:API `errors`);
 * - contract: a JSON answer that does not match the api-contract schema, even read tolerantly
 *   (./tolerantParse: a value the API added later is repaired, not an error);
 * - redirect: `unwrap` met a redirect where the caller wanted data.
 */
export type ApiClientErrorKind = 'network' | 'serialization' | 'http' | 'contract' | 'redirect';

export interface ApiClientErrorInit {
  kind: ApiClientErrorKind;
  message: string;
  method: string;
  path: string;
  status?: number | undefined;
  errors?: ApiError[] | undefined;
  /** zod issues of a contract failure, for the error report. */
  issues?: unknown[] | undefined;
  /** The redirect target, for kind 'redirect'. */
  to?: string | undefined;
  cause?: unknown;
}

export class ApiClientError extends Error {
  override readonly name = 'ApiClientError';
  readonly kind: ApiClientErrorKind;
  readonly method: string;
  readonly path: string;
  readonly status: number | undefined;
  readonly errors: ApiError[];
  readonly issues: unknown[];
  readonly to: string | undefined;

  constructor(init: ApiClientErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.method = init.method;
    this.path = init.path;
    this.status = init.status;
    this.errors = init.errors ?? [];
    this.issues = init.issues ?? [];
    this.to = init.to;
  }
}

export function isApiClientError(error: unknown): error is ApiClientError {
  return error instanceof ApiClientError;
}

/** Spec 2 §8: forms and actions show the first error's detail; anything else shows its message. */
export function firstErrorDetail(error: unknown): string | undefined {
  if (isApiClientError(error)) return error.errors[0]?.detail ?? error.message;
  if (error instanceof Error) return error.message;
  return undefined;
}

/**
 * Form errors by field: '/data/attributes/phone' → 'phone', '/query/page' → 'page'. The first detail
 * per field wins, as forms show one message a field.
 */
export function errorsByPointer(error: unknown): Record<string, string> {
  const byField: Record<string, string> = {};
  if (!isApiClientError(error)) return byField;
  for (const item of error.errors) {
    const location = item.source?.pointer ?? item.source?.parameter;
    const field = location?.split('/').filter(Boolean).at(-1);
    if (field && !(field in byField)) byField[field] = item.detail;
  }
  return byField;
}

/**
 * The data of a response, for callers that cannot follow a redirect; a redirect becomes an error.
 * Kept here, apart from the request layer, so client code that only reads answers does not carry
 * the request code into a page's first load.
 */
export function unwrap<T>(response: ApiResponse<T>): T {
  if (response.type === 'data') return response.data;
  throw new ApiClientError({ kind: 'redirect', message: `Redirect to ${response.to}`, method: '', path: '', status: response.status, to: response.to });
}
