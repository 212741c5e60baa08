import { paths } from '@ornament/api-contract/http';
import type {
  CaptchaResponse,
  LoginResponse,
  ProfileResponse,
  SendCodeResponse,
  UserLoginResponse,
} from '@ornament/api-contract';
import type { ClientConfig } from '../config';
import { type ApiResponse, type CallOptions, request } from '../request';
import { loadOnce } from '../contract';

const authSchemas = loadOnce(() => import('@ornament/api-contract/auth/auth'));
const profileSchemas = loadOnce(() => import('@ornament/api-contract/profile/profile'));

export interface SendCodeInput {
  phone: string;
  /** A second code for the same phone: the server calls instead of texting. */
  resend?: boolean | undefined;
  /** The captcha's id and the shopper's answer, when the server asked for one. */
  captcha?: { uid: string; answer: string } | undefined;
}

export interface LoginInput {
  phone: string;
  code: string;
  smsSubscribe?: boolean | undefined;
  newsSubscribe?: boolean | undefined;
}

/** The logout answer: the new guest's profile, or nothing (204). */
export type LogoutResponse = ProfileResponse | null;

/** Spec 3 §4, §7: phone-code login, e-mail login, restore, tickets, logout and the session's profile. */
export interface AuthCalls {
  sendCode(input: SendCodeInput, options?: CallOptions): Promise<ApiResponse<SendCodeResponse>>;
  captcha(options?: CallOptions): Promise<ApiResponse<CaptchaResponse>>;
  login(input: LoginInput, options?: CallOptions): Promise<ApiResponse<LoginResponse>>;
  loginByEmail(email: string, password: string, options?: CallOptions): Promise<ApiResponse<UserLoginResponse>>;
  restore(token: string, options?: CallOptions): Promise<ApiResponse<UserLoginResponse>>;
  loginByTicket(ticket: string, options?: CallOptions): Promise<ApiResponse<UserLoginResponse>>;
  logout(options?: CallOptions): Promise<ApiResponse<LogoutResponse>>;
  /** GET v5/profile/: the session's user (a guest's carries isGuest). */
  profile(options?: CallOptions): Promise<ApiResponse<ProfileResponse>>;
}

export function authCalls(config: ClientConfig): AuthCalls {
  return {
    sendCode({ phone, resend, captcha }, options) {
      const attributes = {
        phone,
        ...(resend ? { resend: true } : {}),
        ...(captcha ? { uid_captcha: captcha.uid, code_captcha: captcha.answer } : {}),
      };
      const body = { data: { type: 'send-code', attributes } };
      return request(config, { ...options, method: 'POST', path: paths.authSendCode, body, schema: async () => (await authSchemas()).sendCodeResponseSchema });
    },
    captcha(options) {
      return request(config, { ...options, path: paths.authCaptcha, cache: 'no-store', schema: async () => (await authSchemas()).captchaResponseSchema });
    },
    login({ phone, code, smsSubscribe, newsSubscribe }, options) {
      const attributes = {
        phone,
        code,
        ...(smsSubscribe === undefined ? {} : { 'sms-subscribe': smsSubscribe }),
        ...(newsSubscribe === undefined ? {} : { 'news-subscribe': newsSubscribe }),
      };
      const body = { data: { type: 'login', attributes } };
      return request(config, { ...options, method: 'POST', path: paths.authLogin, body, schema: async () => (await authSchemas()).loginResponseSchema });
    },
    loginByEmail(email, password, options) {
      const body = { data: { type: 'login-by-email', attributes: { email, password } } };
      return request(config, { ...options, method: 'POST', path: paths.authLoginByEmail, body, schema: async () => (await authSchemas()).userLoginResponseSchema });
    },
    restore(token, options) {
      const body = { data: { type: 'restore', attributes: { token } } };
      return request(config, { ...options, method: 'POST', path: paths.authRestore, body, schema: async () => (await authSchemas()).userLoginResponseSchema });
    },
    loginByTicket(ticket, options) {
      return request(config, { ...options, path: paths.loginByTicket, query: { ticket }, cache: 'no-store', schema: async () => (await authSchemas()).userLoginResponseSchema });
    },
    logout(options) {
      return request(config, {
        ...options,
        method: 'POST',
        path: paths.logout,
        schema: async () => (await profileSchemas()).profileResponseSchema.nullable(),
      });
    },
    profile(options) {
      return request(config, { ...options, path: paths.profile, cache: 'no-store', schema: async () => (await profileSchemas()).profileResponseSchema });
    },
  };
}
