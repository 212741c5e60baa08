import { authErrorCodes } from '@ornament/api-contract/http';
import { authErrorMessages } from '@ornament/domain';
import { describe, expect, it } from 'vitest';
import { codeMessageMap, codePointerFields, fieldOfCode, messagesForMode } from './errorMap';

describe('codeMessageMap', () => {
  it('pairs codes and details by index', () => {
    const map = codeMessageMap([
      { code: 'invalid_tel', detail: 'Неверный номер' },
      { code: 'limit_time', detail: 'Повторите через 40 с' },
    ]);
    expect(map).toEqual({ invalid_tel: 'Неверный номер', limit_time: 'Повторите через 40 с' });
  });

  it('keeps the first message of a repeated code and fills a missing detail from domain texts', () => {
    expect(codeMessageMap([{ code: 'invalid_code', detail: 'Первый' }, { code: 'invalid_code', detail: 'Второй' }])).toEqual({ invalid_code: 'Первый' });
    expect(codeMessageMap([{ code: 'daily_limit', detail: ' ' }])).toEqual({ daily_limit: authErrorMessages.daily_limit });
  });

  it('has a readable fallback for every auth error code', () => {
    for (const code of Object.values(authErrorCodes)) {
      if (code === authErrorCodes.authRequired) continue;
      expect(codeMessageMap([{ code }])[code], code).toBe((authErrorMessages as Record<string, string>)[code]);
    }
    expect(codeMessageMap([{ code: 'something_new' }]).something_new).toMatch(/Попробуйте/);
  });
});

describe('fields', () => {
  it('sends each step’s codes to its field', () => {
    for (const code of ['send_sms_error', 'invalid_tel', 'empty_tel', 'limit_time', 'bad_response']) expect(fieldOfCode(code)).toBe('phone');
    expect(fieldOfCode('incorrect_code_captcha')).toBe('captcha');
    for (const code of ['invalid_code', 'limit_attempts', 'time_expired', 'limit_interval_attempts_sec', 'limit_interval_attempts_min', 'verification_code_invalid']) {
      expect(fieldOfCode(code)).toBe('code');
    }
    expect(fieldOfCode('daily_limit')).toBe('form');
    expect(fieldOfCode('email_unauthorized')).toBe('form');
  });

  it('shows a field’s message under it, and anything the mode has no field for in the alert', () => {
    expect(messagesForMode({ invalid_code: 'Неверный код' }, 'code')).toEqual({ code: 'Неверный код' });
    expect(messagesForMode({ invalid_code: 'Неверный код' }, 'flash_call')).toEqual({ code: 'Неверный код' });
    expect(messagesForMode({ limit_time: 'Рано' }, 'code')).toEqual({ form: 'Рано' });
    expect(messagesForMode({ daily_limit: 'Лимит', invalid_tel: 'Номер' }, 'phone')).toEqual({ phone: 'Номер', form: 'Лимит' });
  });

  it('places other codes by their source pointer when the mode has that field', () => {
    const errors = [{ code: 'invalid_field', detail: 'Введите e-mail', source: { pointer: '/data/attributes/email' } }];
    expect(codePointerFields(errors)).toEqual({ invalid_field: 'email' });
    expect(messagesForMode(codeMessageMap(errors), 'email', codePointerFields(errors))).toEqual({ email: 'Введите e-mail' });
    expect(messagesForMode(codeMessageMap(errors), 'phone', codePointerFields(errors))).toEqual({ form: 'Введите e-mail' });
  });

  it('keeps a wrong e-mail and password pair in the form alert, wherever it points', () => {
    const errors = [{ code: 'email_unauthorized', detail: 'Неверный логин или пароль', source: { pointer: '/data/attributes/email' } }];
    expect(messagesForMode(codeMessageMap(errors), 'email', codePointerFields(errors))).toEqual({ form: 'Неверный логин или пароль' });
  });
});
