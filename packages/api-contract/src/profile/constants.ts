// Zod-free profile constants, importable from `@ornament/api-contract/http`.

/** Error codes of the profile calls; field errors carry `source.pointer` '/data/attributes/<field>'. */
export const profileErrorCodes = {
  invalidField: 'invalid_field',
  emailTaken: 'email_taken',
  forbidden: 'forbidden',
  wrongPassword: 'wrong_password',
  unknownReason: 'unknown_reason',
  unknownStore: 'unknown_store',
  favoriteStoresLimit: 'favorite_stores_limit',
  unknownSubscription: 'unknown_subscription',
  unsubscribeTokenInvalid: 'unsubscribe_token_invalid',
} as const;
export type ProfileErrorCode = (typeof profileErrorCodes)[keyof typeof profileErrorCodes];

/** The content area listing the reasons a shopper may give for deleting their account (spec 3 §7). */
export const reasonsDeletionArea = 'reasons-deletion';

/** Pointer prefix of the profile form's field errors (spec 3 §5: the last segment is the field name). */
export const profileFieldPointer = (field: string): string => `/data/attributes/${field}`;
