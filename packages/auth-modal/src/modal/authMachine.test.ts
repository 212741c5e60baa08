import { describe, expect, it } from 'vitest';
import { type AuthEvent, type AuthState, authReducer, initialAuthState, secondsUntilResend } from './authMachine';

const run = (events: AuthEvent[], from: AuthState = initialAuthState) => events.reduce(authReducer, from);
const captcha = { uid: 'u-1', image: 'data:image/svg+xml;base64,PHN2Zz4=' };
const sms = { type: 'codeSent', length: 6, channel: 'sms', resendAfter: 60, now: 1_000 } as const;

describe('auth modes (spec 3 §4)', () => {
  it('starts in phone mode, nothing pending', () => {
    expect(initialAuthState).toMatchObject({ mode: 'phone', pending: false, done: false, errors: {} });
  });

  it('phone → captcha when the server asks, then → code', () => {
    const asked = run([{ type: 'edit', phone: '+7 (999) 000-00-01' }, { type: 'submit' }, { type: 'captchaAsked', captcha }]);
    expect(asked).toMatchObject({ mode: 'captcha', captcha, pending: false, phone: '+7 (999) 000-00-01' });
    const sent = run([{ type: 'submit' }, sms], asked);
    expect(sent).toMatchObject({ mode: 'code', code: { length: 6, channel: 'sms', resendAt: 61_000 } });
  });

  it('a resend time means flash_call mode, counting down from it', () => {
    const state = run([{ type: 'submit' }, { type: 'codeSent', length: 6, channel: 'sms', resendAfter: 60, resendTime: 90, now: 0 }]);
    expect(state).toMatchObject({ mode: 'flash_call', code: { channel: 'flash_call', resendAt: 90_000 } });
  });

  it('a user answer logs in: the hint flow goes to fill_profile, otherwise the flow is done', () => {
    const code = run([{ type: 'submit' }, sms]);
    expect(run([{ type: 'submit' }, { type: 'loggedIn', hintFlow: true }], code)).toMatchObject({ mode: 'fill_profile', done: false });
    expect(run([{ type: 'submit' }, { type: 'loggedIn', hintFlow: false }], code)).toMatchObject({ done: true });
  });

  it('the registration patch closes the modal', () => {
    expect(run([{ type: 'loggedIn', hintFlow: true }, { type: 'registrationSaved' }])).toMatchObject({ mode: 'fill_profile', done: true });
  });

  it('any other answer returns to the mode with its errors under the fields', () => {
    const code = run([sms, { type: 'submit' }, { type: 'failed', errors: [{ code: 'invalid_code', detail: 'Неверный код' }] }]);
    expect(code).toMatchObject({ mode: 'code', pending: false, errors: { code: 'Неверный код' } });
    const phone = run([{ type: 'edit', phone: '+7 (1' }, { type: 'submit' }, { type: 'failed', errors: [{ code: 'invalid_tel', detail: 'Неверный номер' }] }]);
    expect(phone).toMatchObject({ mode: 'phone', phone: '+7 (1', errors: { phone: 'Неверный номер' } });
  });

  it('daily_limit returns to phone mode from any step', () => {
    const state = run([{ type: 'captchaAsked', captcha }, sms, { type: 'submit' }, { type: 'failed', errors: [{ code: 'daily_limit', detail: 'Лимит на сегодня' }] }]);
    expect(state).toMatchObject({ mode: 'phone', errors: { form: 'Лимит на сегодня' } });
  });

  it('a deleted account’s answer offers restore', () => {
    expect(run([sms, { type: 'restoreOffered', token: 't' }])).toMatchObject({ mode: 'restore', restoreToken: 't' });
  });

  it('?error=unauthorized switches phone mode to e-mail mode with the spec’s message, and only phone mode', () => {
    expect(run([{ type: 'unauthorizedRedirect' }])).toMatchObject({ mode: 'email', errors: { form: 'Неверный логин или пароль' } });
    const code = run([sms]);
    expect(run([{ type: 'unauthorizedRedirect' }], code)).toBe(code);
  });

  it('switching between phone and e-mail keeps what was typed and drops old errors', () => {
    const state = run([{ type: 'edit', phone: '+7 (999)', smsSubscribe: true }, { type: 'failed', errors: [{ code: 'empty_tel' }] }, { type: 'showMode', mode: 'email' }, { type: 'showMode', mode: 'phone' }]);
    expect(state).toMatchObject({ mode: 'phone', phone: '+7 (999)', smsSubscribe: true, errors: {} });
  });

  it('counts the resend wait down in whole seconds', () => {
    const { code } = run([sms]);
    expect(secondsUntilResend(code, 1_000)).toBe(60);
    expect(secondsUntilResend(code, 60_500)).toBe(1);
    expect(secondsUntilResend(code, 61_000)).toBe(0);
    expect(secondsUntilResend(null, 0)).toBe(0);
  });
});
