// Zod-free auth constants (spec 3 §8 "Auth error codes"), importable from `@ornament/api-contract/http`.

/** Every error code the phone, captcha and code steps answer with; the API produces each of them. */
export const authErrorCodes = {
  // Phone step.
  sendSmsError: 'send_sms_error',
  invalidTel: 'invalid_tel',
  emptyTel: 'empty_tel',
  limitTime: 'limit_time',
  badResponse: 'bad_response',
  // Captcha.
  incorrectCodeCaptcha: 'incorrect_code_captcha',
  // Code step.
  invalidCode: 'invalid_code',
  limitAttempts: 'limit_attempts',
  timeExpired: 'time_expired',
  limitIntervalAttemptsSec: 'limit_interval_attempts_sec',
  limitIntervalAttemptsMin: 'limit_interval_attempts_min',
  verificationCodeInvalid: 'verification_code_invalid',
  // Any step: back to phone mode.
  dailyLimit: 'daily_limit',
  // E-mail login (spec 3 §4: '?error=unauthorized' in phone mode).
  emailUnauthorized: 'email_unauthorized',
  // Ticket login and the restore step.
  ticketInvalid: 'ticket_invalid',
  restoreInvalid: 'restore_invalid',
  // Calls that need a signed-in shopper.
  authRequired: 'auth_required',
} as const;
export type AuthErrorCode = (typeof authErrorCodes)[keyof typeof authErrorCodes];

/** The auth modal's modes (spec 3 §2), plus the e-mail login. */
export const authModes = ['phone', 'captcha', 'code', 'flash_call', 'fill_profile', 'restore', 'email'] as const;
export type AuthMode = (typeof authModes)[number];

/** Response `data.type` values of the auth calls: `user` means logged in (spec 3 §4). */
export const authResponseTypes = { user: 'user', code: 'code', captcha: 'captcha', restore: 'restore' } as const;

/** The login answer's hint: set when the code login created the account (counts as sign-up). */
export const registrationHint = 'registration';

/** Roles read from the profile (spec 3 §6); employees have `employee_{product}`. */
export const roles = { callCenterOperator: 'call_center_operator', employeePrefix: 'employee_' } as const;
