// Texts of the phone-code login the API sends. The error details per code are authErrorMessages
// (messages/authModal.ts), shared with the modal so both say the same; these are the API's own.
export const authMessages = {
  /** After ?error=unauthorized in phone mode (spec 2 §8, spec 3 §4); code email_unauthorized. */
  wrongLoginOrPassword: 'Неверный логин или пароль',
  /** Own wording: the e-mail login's rate limit (429 rate_limited). */
  tooManyEmailAttempts: 'Слишком много попыток входа. Попробуйте позже',
  tooManyNewSessions: 'Слишком много запросов с вашего адреса. Попробуйте позже',
  /** Own wording: the e-mail login without an e-mail, or without a password (400). */
  emailRequired: 'Введите e-mail',
  passwordRequired: 'Введите пароль',
  /** Own wording: a call that needs a signed-in shopper (401 auth_required). */
  authRequired: 'Войдите, чтобы продолжить',
} as const;

/** What the local SMS driver delivers (own wording): a code message, and a flash call's notice. */
export const authSmsTexts = {
  code: (code: string) => `Код для входа: ${code}. Никому его не сообщайте`,
  flashCall: (callerNumber: string) => `Звонок с номера ${callerNumber}: введите последние 6 цифр`,
} as const;
