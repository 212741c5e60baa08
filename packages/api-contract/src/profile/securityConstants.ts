// Zod-free constants of the profile's sensitive changes (issue 19 finding 10), importable from
// `@ornament/api-contract/http`: a fresh confirmation code to the account's phone before the e-mail
// changes or a first password is set, and the link that confirms a new e-mail. Kept apart from
// `paths` so pages that never change an e-mail do not carry them.

export const accountSecurityPaths = {
  /** POST, signed in: sends a confirmation code by SMS to the account's own phone. */
  confirmationCode: '/api/sklv/v3/profile/user/confirmation-code/',
  /** POST, no login: the token of an e-mail's confirmation link makes the pending address the account's e-mail. */
  confirmEmail: '/api/sklv/v3/profile/user/confirm-email/',
  /** Local mail driver only, never in live production: the letters dev and the tests read. */
  devMailOutbox: '/api/sklv/dev/mail-outbox/',
} as const;

/** The storefront page an e-mail's confirmation link opens: `/confirm-email/?token=…`. */
export const confirmEmailPagePath = '/confirm-email/';

export const accountSecurityErrorCodes = {
  /** The change needs a confirmation code (`meta.code`) and none came. */
  confirmationCodeRequired: 'confirmation_code_required',
  /** The account has no phone to send a confirmation code to. */
  noPhone: 'no_phone',
  /** The letter could not be sent (no mail provider in production, or it refused). */
  sendMailError: 'send_mail_error',
  /** A forged, used, replaced or expired confirmation link. */
  emailLinkInvalid: 'email_link_invalid',
} as const;
export type AccountSecurityErrorCode = (typeof accountSecurityErrorCodes)[keyof typeof accountSecurityErrorCodes];

/**
 * Where the confirmation code travels: the JSON:API document's top-level `meta`, beside `data`
 * (PATCH user/{id}/ and POST change-password/). Its errors point here.
 */
export const confirmationCodePointer = '/meta/code';
