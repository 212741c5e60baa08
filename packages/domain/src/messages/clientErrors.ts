/** Generic request-layer failures (spec 1 §8, spec 2 §8, spec 3 §8). English, as the spec gives them. */
export const clientErrorMessages = {
  nonSerializableErrorResponse: 'Non-serializable api error response',
  nonSerializableResponse: 'Non-serializable api response',
  fetchError: 'fetch error',
  nonSerializableFetchError: 'Non-serializable fetch error',
  /** Banner fetch failure fallback (spec 3 §8). */
  nonSerializableError: 'Non-serializable error',
  iconImportFailed: 'Error while importing icon',
} as const;
