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

  static notFound(detail = 'Not found'): HttpError {
    return new HttpError(404, genericErrorCodes.notFound, detail);
  }

  static badRequest(detail: string, pointer?: string): HttpError {
    return new HttpError(400, genericErrorCodes.invalidParameter, detail, pointer);
  }
}
