import { genericErrorCodes } from '@ornament/api-contract';

/** An error a route throws on purpose; the errors plugin turns it into a JSON:API body with its status. */
export class HttpError extends Error {
  override readonly name = 'HttpError';

  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly detail: string,
    readonly pointer?: string,
  ) {
    super(detail);
  }

  /** Extra facts for the client in the error's `meta` (e.g. attempts left). */
  meta?: Record<string, unknown>;

  withMeta(meta: Record<string, unknown>): this {
    this.meta = meta;
    return this;
  }

  static notFound(detail = 'Not found'): HttpError {
    return new HttpError(404, genericErrorCodes.notFound, detail);
  }

  static badRequest(detail: string, pointer?: string): HttpError {
    return new HttpError(400, genericErrorCodes.invalidParameter, detail, pointer);
  }
}

/** One broken field of a form: its code, the message to show and the JSON pointer to the field. */
export interface FieldError {
  code: string;
  detail: string;
  pointer: string;
}

/** Several field errors at once (spec 3 §5: the profile form's errors arrive as a list). */
export class FieldErrors extends HttpError {
  constructor(
    statusCode: number,
    readonly fields: readonly [FieldError, ...FieldError[]],
  ) {
    super(statusCode, fields[0].code, fields[0].detail, fields[0].pointer);
  }
}
