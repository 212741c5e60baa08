/** Error codes the API uses for its generic failures; feature codes live beside their routes. */
export const genericErrorCodes = {
  notFound: 'not_found',
  invalidUrl: 'url_invalid',
  invalidParameter: 'invalid_parameter',
  rateLimited: 'rate_limited',
  internal: 'internal_error',
} as const;

/** Spec 2 §8: the catalogue answers an unknown path with this detail. */
export const URL_IS_INVALID = 'Url is invalid';
