// The modal's calls: each answer becomes an event of the pure machine (./authMachine).
import { type ApiClient, isApiClientError } from '@ornament/api-client';
import { useApiClient } from '@ornament/api-client/react/client';
import { makeQueryClient } from '@ornament/api-client/react/query';
import type { SendCodeResponse, UserResource } from '@ornament/api-contract';
import { authErrorCodes } from '@ornament/api-contract/http';
import { authModalMessages, type CountryCode, normalizePhone } from '@ornament/domain';
import { useSetAtom } from 'jotai';
import { usePathname, useRouter } from 'next/navigation';
import { type Dispatch, useMemo } from 'react';
import { userEventAtom } from '../session/atoms';
import { signIn } from '../session/signIn';
import { sessionUserOf } from '../session/userState';
import { afterLogin, authPagePrefix, landingAfterLogin } from './afterLogin';
import { browserLandingInput } from './landing';
import type { AuthEvent, AuthState } from './authMachine';
import type { ServerError } from './errorMap';

function errorsOf(error: unknown): ServerError[] {
  if (isApiClientError(error) && error.errors.length > 0) return error.errors;
  return [{ code: 'request_failed', detail: authModalMessages.genericError }];
}


export interface AuthFlow {
  sendCode(options?: { resend?: boolean; captchaAnswer?: string }): Promise<void>;
  refreshCaptcha(): Promise<void>;
  login(code: string): Promise<boolean>;
  loginByEmail(email: string, password: string): Promise<boolean>;
  restore(): Promise<boolean>;
  /** Closing after the hint flow: the page's per-user parts catch up with the new account. */
  finish(): void;
}

export function useAuthFlow(state: AuthState, dispatch: Dispatch<AuthEvent>, country: CountryCode): AuthFlow {
  const client: ApiClient = useApiClient();
  const router = useRouter();
  const pathname = usePathname() ?? '/';
  const userEvent = useSetAtom(userEventAtom);

  return useMemo(() => {
    /** `beforeFailure` runs while the form is still busy, before the error shows and the form opens again. */
    async function attempt(call: () => Promise<void>, beforeFailure?: () => Promise<void>): Promise<boolean> {
      dispatch({ type: 'submit' });
      try {
        await call();
        return true;
      } catch (error) {
        await beforeFailure?.();
        dispatch({ type: 'failed', errors: errorsOf(error) });
        return false;
      }
    }

    function onCodeAnswer(answer: SendCodeResponse) {
      const data = answer.data;
      if (data.type === 'captcha') {
        dispatch({ type: 'captchaAsked', captcha: { uid: data.attributes.uid_captcha, image: data.attributes.image } });
        return;
      }
      const a = data.attributes;
      dispatch({ type: 'codeSent', length: a['code-length'], channel: a.channel, resendAfter: a['resend-after'], resendTime: a['resend-time'], now: Date.now() });
    }

    function onUser(resource: UserResource) {
      signIn(sessionUserOf(resource), userEvent);
      // The favourites merged into the account: hearts and lists read again.
      void makeQueryClient().invalidateQueries();
      const next = afterLogin({ ...browserLandingInput(), hint: resource.meta?.hint });
      if (next.kind === 'redirect') {
        window.location.assign(next.to);
        return;
      }
      if (next.kind === 'close') router.refresh();
      dispatch({ type: 'loggedIn', hintFlow: next.kind === 'hint' });
    }

    return {
      sendCode: async ({ resend, captchaAnswer } = {}) => {
        // A wrong captcha answer is spent: the fresh picture is fetched before the message shows,
        // so the form cannot send the next answer against the spent one.
        await attempt(async () => {
          const phone = normalizePhone(state.phone, country);
          if (!phone.ok) {
            const code = phone.reason === 'empty' ? authErrorCodes.emptyTel : authErrorCodes.invalidTel;
            dispatch({ type: 'failed', errors: [{ code }] });
            return;
          }
          const captcha = captchaAnswer !== undefined && state.captcha ? { uid: state.captcha.uid, answer: captchaAnswer } : undefined;
          const answer = await client.auth.sendCode({ phone: phone.e164, resend, captcha });
          if (answer.type === 'data') onCodeAnswer(answer.data);
        }, captchaAnswer === undefined ? undefined : refreshCaptchaQuietly);
      },
      refreshCaptcha: () => refreshCaptchaQuietly(),
      login: (code) =>
        attempt(async () => {
          const phone = normalizePhone(state.phone, country);
          const answer = await client.auth.login({
            phone: phone.ok ? phone.e164 : state.phone,
            code,
            smsSubscribe: state.smsSubscribe,
            newsSubscribe: state.newsSubscribe,
          });
          if (answer.type !== 'data') return;
          if (answer.data.data.type === 'restore') dispatch({ type: 'restoreOffered', token: answer.data.data.attributes.token });
          else onUser(answer.data.data);
        }),
      loginByEmail: (email, password) =>
        attempt(async () => {
          const answer = await client.auth.loginByEmail(email.trim(), password);
          if (answer.type === 'data') onUser(answer.data.data);
        }),
      restore: () =>
        attempt(async () => {
          const answer = await client.auth.restore(state.restoreToken ?? '');
          if (answer.type === 'data') onUser(answer.data.data);
        }),
      // After the registration step a login page takes the shopper back; elsewhere the page catches up.
      finish: () => {
        if (pathname.startsWith(authPagePrefix)) window.location.assign(landingAfterLogin(browserLandingInput()));
        else router.refresh();
      },
    };

    async function refreshCaptchaQuietly() {
      try {
        const answer = await client.auth.captcha();
        if (answer.type === 'data') dispatch({ type: 'captchaRefreshed', captcha: { uid: answer.data.data.attributes.uid_captcha, image: answer.data.data.attributes.image } });
      } catch {
        // the old picture stays; the shopper can ask again
      }
    }
  }, [client, router, pathname, userEvent, dispatch, state.phone, state.captcha, state.smsSubscribe, state.newsSubscribe, state.restoreToken, country]);
}
