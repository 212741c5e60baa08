/** Error codes the API uses for its generic failures; feature codes live beside their routes. */
export const genericErrorCodes = {
  notFound: 'not_found',
  invalidUrl: 'url_invalid',
  invalidParameter: 'invalid_parameter',
  rateLimited: 'rate_limited',
  internal: 'internal_error',
  /** 503: the database (or the process, while it drains) cannot answer now; Retry-After says when to try again. */
  unavailable: 'service_unavailable',
} as const;

/** Spec 2 §8: the catalogue answers an unknown path with this detail. */
export const URL_IS_INVALID = 'Url is invalid';
