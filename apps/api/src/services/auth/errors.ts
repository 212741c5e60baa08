// Auth errors as JSON:API errors: the code of authErrorCodes, the shared Russian detail
// (authErrorMessages, which the modal shows too) and the field it is about.
import type { AuthErrorCode } from '@ornament/api-contract';
import { authErrorMessages } from '@ornament/domain';
import { HttpError } from '../../plugins/httpError';

export const pointers = {
  phone: '/data/attributes/phone',
  code: '/data/attributes/code',
  captcha: '/data/attributes/code_captcha',
  email: '/data/attributes/email',
  password: '/data/attributes/password',
  token: '/data/attributes/token',
  ticket: '/query/ticket',
} as const;

type MessagedCode = AuthErrorCode & keyof typeof authErrorMessages;

export function authError(status: number, code: MessagedCode, pointer?: string): HttpError {
  return new HttpError(status, code, authErrorMessages[code], pointer);
}
