// The modal's modes as a pure state machine (spec 3 §4 "Authentication"):
// phone → captcha when the server asks → code, or flash_call when a resend time comes back → login.
// A user answer logs in (with the registration hint the hint flow may show fill_profile); any other
// answer returns to a mode with errors; daily_limit returns to phone mode; the registration patch
// closes the modal; '?error=unauthorized' in phone mode switches to e-mail mode.
import { type AuthMode, authErrorCodes } from '@ornament/api-contract/http';
import { authErrorMessages } from '@ornament/domain';
import { type FieldMessages, type ServerError, codeMessageMap, codePointerFields, messagesForMode } from './errorMap';

export interface CaptchaImage {
  uid: string;
  image: string;
}

export interface CodeStep {
  length: number;
  channel: 'sms' | 'flash_call';
  /** Epoch ms from which a new code may be asked for. */
  resendAt: number;
}

export interface AuthState {
  mode: AuthMode;
  /** As typed (masked): nothing the shopper typed is lost on an error or a mode change. */
  phone: string;
  smsSubscribe: boolean;
  newsSubscribe: boolean;
  captcha: CaptchaImage | null;
  code: CodeStep | null;
  restoreToken: string | null;
  errors: FieldMessages;
  pending: boolean;
  /** The flow is over: the modal closes. */
  done: boolean;
}

export const initialAuthState: AuthState = {
  mode: 'phone',
  phone: '',
  smsSubscribe: false,
  newsSubscribe: false,
  captcha: null,
  code: null,
  restoreToken: null,
  errors: {},
  pending: false,
  done: false,
};

export type AuthEvent =
  | { type: 'edit'; phone?: string; smsSubscribe?: boolean; newsSubscribe?: boolean }
  | { type: 'submit' }
  | { type: 'captchaAsked'; captcha: CaptchaImage }
  | { type: 'captchaRefreshed'; captcha: CaptchaImage }
  | { type: 'codeSent'; length: number; channel: 'sms' | 'flash_call'; resendAfter: number; resendTime?: number | undefined; now: number }
  | { type: 'restoreOffered'; token: string }
  /** Logged in; `hintFlow` when the answer's hint asks for it and the page allows it. */
  | { type: 'loggedIn'; hintFlow: boolean }
  | { type: 'failed'; errors: readonly ServerError[] }
  | { type: 'unauthorizedRedirect' }
  | { type: 'showMode'; mode: 'phone' | 'email' }
  | { type: 'registrationSaved' };

const cleared = { errors: {}, pending: false } as const;

export function authReducer(state: AuthState, event: AuthEvent): AuthState {
  switch (event.type) {
    case 'edit': {
      const { type: _type, ...fields } = event;
      return { ...state, ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) };
    }
    case 'submit':
      return { ...state, pending: true, errors: {} };
    case 'captchaAsked':
      return { ...state, ...cleared, mode: 'captcha', captcha: event.captcha };
    case 'captchaRefreshed':
      return { ...state, captcha: event.captcha };
    case 'codeSent': {
      // A resend time marks a flash call (spec 3 §4): the shopper types the caller number's last digits.
      const flash = event.resendTime !== undefined;
      const wait = flash ? (event.resendTime ?? event.resendAfter) : event.resendAfter;
      return {
        ...state,
        ...cleared,
        mode: flash ? 'flash_call' : 'code',
        code: { length: event.length, channel: flash ? 'flash_call' : event.channel, resendAt: event.now + wait * 1000 },
      };
    }
    case 'restoreOffered':
      return { ...state, ...cleared, mode: 'restore', restoreToken: event.token };
    case 'loggedIn':
      return event.hintFlow ? { ...state, ...cleared, mode: 'fill_profile' } : { ...state, ...cleared, done: true };
    case 'failed': {
      const map = codeMessageMap(event.errors);
      // daily_limit returns to phone mode from any step (spec 3 §4, §8).
      const mode = authErrorCodes.dailyLimit in map ? 'phone' : state.mode;
      return { ...state, pending: false, mode, errors: messagesForMode(map, mode, codePointerFields(event.errors)) };
    }
    case 'unauthorizedRedirect':
      if (state.mode !== 'phone') return state;
      return { ...state, pending: false, mode: 'email', errors: { form: authErrorMessages.email_unauthorized } };
    case 'showMode':
      return { ...state, ...cleared, mode: event.mode };
    case 'registrationSaved':
      return { ...state, ...cleared, done: true };
  }
}

/** Whole seconds until a new code may be asked for (0: now). */
export function secondsUntilResend(code: CodeStep | null, now: number): number {
  if (!code) return 0;
  return Math.max(0, Math.ceil((code.resendAt - now) / 1000));
}
