// What the check form shows after verify/ or identify/ (spec 2 §7): the answer, or the server's
// messages placed by field (the captcha header's message under the captcha field).
import { errorsByPointer, firstErrorDetail, isApiClientError } from '@ornament/api-client';
import type { AuthenticityIdentifyResponse, AuthenticityProduct, AuthenticityVerifyResponse } from '@ornament/api-contract';
import { articlePattern, authenticityMessages as m, barcodePattern } from '@ornament/domain';

export interface CheckFields {
  barcode: string;
  article: string;
  captcha: string;
}
export type CheckFieldErrors = Partial<Record<keyof CheckFields, string>>;

export type CheckOutcome =
  | { kind: 'genuine'; product: AuthenticityProduct | null; message: string }
  | { kind: 'notGenuine'; message: string }
  | { kind: 'identified'; product: AuthenticityProduct }
  | { kind: 'error'; fields: CheckFieldErrors; message: string | null };

/** Checked before sending, so a typo never spends the captcha. `withArticle` is false for identify. */
export function checkFieldErrors(fields: CheckFields, withArticle: boolean): CheckFieldErrors {
  const errors: CheckFieldErrors = {};
  if (!barcodePattern.test(fields.barcode.trim())) errors.barcode = m.barcodeInvalid;
  if (withArticle && !articlePattern.test(fields.article.trim())) errors.article = m.articleInvalid;
  if (fields.captcha.trim() === '') errors.captcha = m.captchaRequired;
  return errors;
}

export function verifyOutcome(response: AuthenticityVerifyResponse): CheckOutcome {
  const { genuine, product, message } = response.data.attributes;
  return genuine ? { kind: 'genuine', product, message } : { kind: 'notGenuine', message };
}

export function identifyOutcome(response: AuthenticityIdentifyResponse): CheckOutcome {
  return { kind: 'identified', product: response.data.attributes.product };
}

const fieldOfPointer: Record<string, keyof CheckFields> = { barcode: 'barcode', article: 'article', 'x-captcha-token': 'captcha' };

export function errorOutcome(error: unknown): CheckOutcome {
  if (!isApiClientError(error) || error.kind !== 'http') return { kind: 'error', fields: {}, message: m.requestError };
  const fields: CheckFieldErrors = {};
  for (const [pointer, detail] of Object.entries(errorsByPointer(error))) {
    const field = fieldOfPointer[pointer];
    if (field) fields[field] = detail;
  }
  return { kind: 'error', fields, message: Object.keys(fields).length > 0 ? null : (firstErrorDetail(error) ?? m.requestError) };
}
