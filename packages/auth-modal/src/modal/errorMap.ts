// Spec 3 §8: the server's errors and their messages are paired by index into a code-to-message map;
// each code is then shown under the field it concerns. Domain texts stand in for a missing detail.
import { type AuthMode, authErrorCodes as codes } from '@ornament/api-contract/http';
import { authErrorMessages, authModalMessages } from '@ornament/domain';

export interface ServerError {
  code: string;
  detail?: string | undefined;
  source?: { pointer?: string | undefined } | undefined;
}

/** Where a message shows: under an input, or as the form's alert. */
export type AuthField = 'phone' | 'captcha' | 'code' | 'email' | 'password' | 'form';

export type CodeMessages = Record<string, string>;

function fallbackOf(code: string): string {
  return (authErrorMessages as Record<string, string>)[code] ?? authModalMessages.genericError;
}

/** errors[i].code → errors[i].detail; the first message of a code wins. */
export function codeMessageMap(errors: readonly ServerError[]): CodeMessages {
  const map: CodeMessages = {};
  errors.forEach((error, index) => {
    const code = error.code || `error_${index}`;
    if (code in map) return;
    const detail = error.detail?.trim();
    map[code] = detail ? detail : fallbackOf(code);
  });
  return map;
}

const phoneCodes: readonly string[] = [codes.sendSmsError, codes.invalidTel, codes.emptyTel, codes.limitTime, codes.badResponse];
const codeStepCodes: readonly string[] = [
  codes.invalidCode,
  codes.limitAttempts,
  codes.timeExpired,
  codes.limitIntervalAttemptsSec,
  codes.limitIntervalAttemptsMin,
  codes.verificationCodeInvalid,
];

/** The field a code concerns, before checking that the mode shows it. */
export function fieldOfCode(code: string): AuthField {
  if (phoneCodes.includes(code)) return 'phone';
  if (code === codes.incorrectCodeCaptcha) return 'captcha';
  if (codeStepCodes.includes(code)) return 'code';
  return 'form';
}

const fieldsOfMode: Record<AuthMode, readonly AuthField[]> = {
  phone: ['phone'],
  captcha: ['captcha'],
  code: ['code'],
  flash_call: ['code'],
  email: ['email', 'password'],
  restore: [],
  fill_profile: [],
};

export type FieldMessages = Partial<Record<AuthField, string>>;

/** About the whole form, whatever field they point at: the wrong pair of e-mail and password, the day's limit. */
const formOnlyCodes: readonly string[] = [codes.dailyLimit, codes.emailUnauthorized];

const pointerFields: Record<string, AuthField> = { phone: 'phone', code: 'code', code_captcha: 'captcha', email: 'email', password: 'password' };

/** code → the field its `source.pointer` names, for codes that are not one step's own. */
export function codePointerFields(errors: readonly ServerError[]): Record<string, AuthField> {
  const fields: Record<string, AuthField> = {};
  for (const error of errors) {
    const last = error.source?.pointer?.split('/').filter(Boolean).at(-1);
    const field = last ? pointerFields[last] : undefined;
    if (field && !(error.code in fields)) fields[error.code] = field;
  }
  return fields;
}

/**
 * The messages a mode shows: each under its field when the mode has that field, else in the form's
 * alert (joined, so no message is lost). A code the mode cannot show stays readable this way.
 */
export function messagesForMode(map: CodeMessages, mode: AuthMode, pointed: Record<string, AuthField> = {}): FieldMessages {
  const result: FieldMessages = {};
  const alerts: string[] = [];
  for (const [code, message] of Object.entries(map)) {
    const own = fieldOfCode(code);
    const field = own === 'form' && !formOnlyCodes.includes(code) ? (pointed[code] ?? 'form') : own;
    if (field !== 'form' && fieldsOfMode[mode].includes(field) && result[field] === undefined) result[field] = message;
    else if (!alerts.includes(message)) alerts.push(message);
  }
  if (alerts.length > 0) result.form = alerts.join('. ');
  return result;
}
