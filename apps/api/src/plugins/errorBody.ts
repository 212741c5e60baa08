// Builds JSON:API error bodies (api-contract common/errors.ts) from whatever a request ran into.
import { type ApiError, type ApiErrorBody, genericErrorCodes } from '@ornament/api-contract';
import { databaseRetryAfterSeconds, isDatabaseUnavailable } from './databaseUnavailable';
import { FieldErrors, HttpError } from './httpError';

const titles: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export function titleOf(status: number): string {
  return titles[status] ?? (status >= 500 ? 'Server Error' : 'Client Error');
}

export function errorBody(status: number, code: string, detail: string, pointer?: string): ApiErrorBody {
  const error: ApiError = { status: String(status), code, title: titleOf(status), detail };
  if (pointer !== undefined) {
    error.source = pointer.startsWith('/query/') ? { pointer, parameter: pointer.slice('/query/'.length) } : { pointer };
  }
  return { errors: [error] };
}

/** Fastify validation contexts → the JSON pointer root a client reads. The body is pointed into as-is. */
const pointerRoots: Record<string, string> = { querystring: '/query', params: '/path', headers: '/headers', body: '' };

export interface ValidationIssue {
  instancePath: string;
  message?: string | undefined;
}

export function validationBody(context: string | undefined, issues: readonly ValidationIssue[]): ApiErrorBody {
  const root = pointerRoots[context ?? 'body'] ?? '';
  const errors = issues.map((issue): ApiError => {
    const pointer = `${root}${issue.instancePath}` || '/';
    const parameter = context === 'querystring' ? issue.instancePath.slice(1) : undefined;
    return {
      status: '400',
      code: genericErrorCodes.invalidParameter,
      title: titleOf(400),
      detail: issue.message ?? 'Invalid value',
      source: parameter ? { pointer, parameter } : { pointer },
    };
  });
  return { errors: errors.length > 0 ? errors : errorBody(400, genericErrorCodes.invalidParameter, 'Invalid request').errors };
}

/** Codes for the framework's own client errors (bad JSON, wrong content type, too large, …). */
const codesByStatus: Record<number, string> = {
  400: genericErrorCodes.invalidParameter,
  404: genericErrorCodes.notFound,
  429: genericErrorCodes.rateLimited,
};

export interface ClassifiedError {
  status: number;
  body: ApiErrorBody;
  /** Unexpected: log it with its stack; the client gets a generic detail. */
  internal: boolean;
  /** Seconds for the Retry-After header (a 503 the client should retry). */
  retryAfterSeconds?: number;
}

/** Any thrown value → status and body. Client errors keep their message; anything else is a generic 500. */
/**
 * busboy's errors for a broken multipart body (no boundary, a malformed part header, a form cut
 * short) carry no status: they are the client's fault, not the server's.
 */
const malformedMultipart = /^(Multipart: Boundary not found|Malformed part header|Unexpected end of (form|multipart data))/;

export function classifyError(error: unknown): ClassifiedError {
  if (error instanceof Error && malformedMultipart.test(error.message)) {
    return { status: 400, body: errorBody(400, genericErrorCodes.invalidParameter, 'The multipart/form-data body is malformed'), internal: false };
  }
  if (error instanceof FieldErrors) {
    const errors = error.fields.map((field) => errorBody(error.statusCode, field.code, field.detail, field.pointer).errors[0]!);
    return { status: error.statusCode, body: { errors }, internal: false };
  }
  if (error instanceof HttpError) {
    const body = errorBody(error.statusCode, error.code, error.detail, error.pointer);
    if (error.meta) body.errors[0]!.meta = error.meta;
    return { status: error.statusCode, body, internal: false };
  }
  if (isDatabaseUnavailable(error)) {
    const body = errorBody(503, genericErrorCodes.unavailable, 'The service is briefly unavailable; try again in a few seconds');
    return { status: 503, body, internal: false, retryAfterSeconds: databaseRetryAfterSeconds };
  }
  const status = statusOf(error);
  if (status !== undefined && status >= 400 && status < 500) {
    const message = error instanceof Error && error.message ? error.message : titleOf(status);
    return { status, body: errorBody(status, codesByStatus[status] ?? `http_${status}`, message), internal: false };
  }
  return { status: 500, body: errorBody(500, genericErrorCodes.internal, 'Internal server error'), internal: true };
}

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const candidate = (error as { statusCode?: unknown }).statusCode ?? (error as { status?: unknown }).status;
  return typeof candidate === 'number' && Number.isInteger(candidate) ? candidate : undefined;
}
