import type { ApiError } from '@ornament/api-contract';
import { type ClientConfig, hostForPath, resolveContext } from './config';
import { errorSchemas, type SchemaSource } from './contract';
import { ApiClientError } from './errors';
import { contextHeaders } from './headers';
import { type QueryParams, withQuery } from './query';
import { tolerantParse } from './tolerantParse';
import { yieldToMain } from './yieldToMain';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Next.js's fetch extension: server-side data cache lifetime and tags for on-demand revalidation. */
export interface NextFetchOptions {
  revalidate?: number | false;
  tags?: string[];
}

/** Per-call knobs every typed call accepts as its last argument. */
export interface CallOptions {
  signal?: AbortSignal | undefined;
  next?: NextFetchOptions | undefined;
  cache?: RequestCache | undefined;
  headers?: Record<string, string> | undefined;
}

export interface RequestOptions<T> extends CallOptions {
  method?: HttpMethod;
  path: string;
  query?: QueryParams | undefined;
  /** A plain value is sent as JSON; FormData goes as is so the browser sets the multipart boundary. */
  body?: unknown;
  /** The response's schema, loaded with its contract module on the first answer (see ./contract). */
  schema: SchemaSource<T>;
}

/** Spec 1 §7: an error body with a `to` field is a redirect, and a redirect is a success. */
export type ApiResponse<T> =
  | { type: 'data'; data: T; status: number; headers: Headers }
  | { type: 'redirect'; to: string; status: number; headers: Headers };

export const errorMessages = {
  fetch: 'fetch error',
  nonSerializableFetch: 'Non-serializable fetch error',
  nonSerializableResponse: 'Non-serializable api response',
  nonSerializableErrorResponse: 'Non-serializable api error response',
  contract: 'Api response does not match the contract',
} as const;

type RequestInitWithNext = RequestInit & { next?: NextFetchOptions };

function buildInit<T>(config: ClientConfig, options: RequestOptions<T>): RequestInitWithNext {
  const headers: Record<string, string> = {
    ...config.headers,
    ...contextHeaders(resolveContext(config)),
    accept: 'application/json',
  };
  let body: BodyInit | undefined;
  if (typeof FormData !== 'undefined' && options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const init: RequestInitWithNext = {
    method: options.method ?? 'GET',
    headers: { ...headers, ...options.headers },
    credentials: 'include',
  };
  if (body !== undefined) init.body = body;
  if (options.signal) init.signal = options.signal;
  if (options.cache) init.cache = options.cache;
  if (options.next) init.next = options.next;
  return init;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  // An empty success (204) carries no document; schemas that expect one fail as a contract error.
  if (text.trim() === '') return { ok: true, value: null };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

function redirectTarget(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('to' in body)) return undefined;
  const to = (body as { to: unknown }).to;
  return typeof to === 'string' && to !== '' ? to : undefined;
}

/** JSON:API errors of an error body; stray shapes keep whichever items are well formed. */
async function errorsOf(body: unknown): Promise<ApiError[]> {
  const list = typeof body === 'object' && body !== null ? (body as { errors?: unknown }).errors : undefined;
  if (!Array.isArray(list) || list.length === 0) return [];
  const { apiErrorSchema } = await errorSchemas();
  return list.flatMap((item) => {
    const parsed = apiErrorSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

function fallbackMessage(body: unknown, status: number): string {
  const message = typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message !== '' ? message : `Request failed with status ${status}`;
}

async function send<T>(config: ClientConfig, options: RequestOptions<T>): Promise<ApiResponse<T>> {
  const method = options.method ?? 'GET';
  const path = withQuery(options.path, options.query);
  const where = { method, path };
  // Called through a local so a window.fetch passed in config is not invoked with `this` = config.
  const fetchImpl = config.fetch ?? globalThis.fetch;

  let response: Response;
  let text: string;
  try {
    response = await fetchImpl(`${hostForPath(config, options.path)}${path}`, buildInit(config, options));
    text = await response.text();
  } catch (cause) {
    if (options.signal?.aborted) throw cause; // a cancelled query is not a failure worth reporting
    const message = cause instanceof Error ? errorMessages.fetch : errorMessages.nonSerializableFetch;
    throw new ApiClientError({ kind: 'network', message, ...where, cause });
  }

  const { status, headers } = response;
  const parsed = parseJson(text);
  if (!response.ok) {
    if (!parsed.ok) {
      throw new ApiClientError({ kind: 'serialization', message: errorMessages.nonSerializableErrorResponse, status, ...where });
    }
    const to = redirectTarget(parsed.value);
    if (to !== undefined) return { type: 'redirect', to, status, headers };
    const errors = await errorsOf(parsed.value);
    const message = errors[0]?.detail ?? fallbackMessage(parsed.value, status);
    throw new ApiClientError({ kind: 'http', message, status, errors, ...where });
  }

  if (!parsed.ok) {
    throw new ApiClientError({ kind: 'serialization', message: errorMessages.nonSerializableResponse, status, ...where });
  }
  // In a browser, loading the schema's module (zod's too, on a first visit) and the parse each get a
  // task of their own, so neither lengthens the task that brought the answer or the module.
  await yieldToMain();
  const schema = await options.schema();
  await yieldToMain();
  // Its schema may load after the caller cancelled (a newer query replaced it): a cancelled call never
  // answers, or a slow stale answer would overwrite the newer one.
  options.signal?.throwIfAborted();
  // Tolerant of values the API added after this build: they are repaired and logged, not an error.
  const result = tolerantParse(schema, parsed.value, { method, path: options.path });
  if (!result.success) {
    const message = `${errorMessages.contract}: ${method} ${options.path}`;
    throw new ApiClientError({ kind: 'contract', message, status, issues: result.error.issues, ...where, cause: result.error });
  }
  return { type: 'data', data: result.data, status, headers };
}

function report(config: ClientConfig, error: unknown): void {
  try {
    config.onError?.(error);
  } catch {
    // A broken reporter must not hide the error the caller is about to receive.
  }
}

/** The common request layer (spec 1 §7, spec 2 §7, spec 3 §7); every typed call goes through it. */
export async function request<T>(config: ClientConfig, options: RequestOptions<T>): Promise<ApiResponse<T>> {
  try {
    return await send(config, options);
  } catch (error) {
    if (!options.signal?.aborted) report(config, error);
    throw error;
  }
}
